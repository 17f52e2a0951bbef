import type { ApiErrorBody } from '@oja/shared/errors';

/**
 * An API refusal as messages per form field: each of its `errors` whose path is `prefix` + one of
 * `fields` goes beside that field (`address.city` → `city` with prefix `address.`); what names no
 * field of the form (or a refusal without `errors`) is the form's own message, under `form`.
 */
export function fieldErrorsOf(error: ApiErrorBody, fields: readonly string[], prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  let unplaced = false;
  for (const { path, message } of error.errors ?? []) {
    const field = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (fields.includes(field)) errors[field] ??= message;
    else unplaced = true;
  }
  if (unplaced || Object.keys(errors).length === 0) errors.form = error.detail;
  return errors;
}

/**
 * The message of a one-field form's refusal: that field's own message ("That code is not right…"),
 * not the detail that names the field for API clients ("code: That code is not right…", QA E21).
 */
export function fieldMessageOf(error: ApiErrorBody, field: string): string {
  return fieldErrorsOf(error, [field])[field] ?? error.detail;
}
