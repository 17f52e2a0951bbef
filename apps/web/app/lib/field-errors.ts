import type { ApiErrorBody, MessageValues } from '@oja/shared/errors';
import type { SharedMessage } from '@oja/shared/said';

/** A message of the answer by key when it has an id (decision 0084), else its text. */
const keyed = (text: string, id?: string, values?: MessageValues): string | SharedMessage =>
  id ? { id, text, ...(values ? { values } : {}) } : text;

/**
 * An API refusal as messages per form field, each as `show` makes it from its text, id and values:
 * each of its `errors` whose path is `prefix` + one of `fields` goes beside that field
 * (`address.city` → `city` with prefix `address.`); what names no field of the form (or a refusal
 * without `errors`) is the form's own message, under `form`.
 */
function placed<T>(
  error: ApiErrorBody,
  fields: readonly string[],
  prefix: string,
  show: (text: string, id?: string, values?: MessageValues) => T,
): Record<string, T> {
  const errors: Record<string, T> = {};
  let unplaced = false;
  for (const { path, message, message_id, message_values } of error.errors ?? []) {
    const field = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (fields.includes(field)) errors[field] ??= show(message, message_id, message_values);
    else unplaced = true;
  }
  if (unplaced || Object.keys(errors).length === 0) {
    errors.form = show(error.detail, error.message_id, error.message_values);
  }
  return errors;
}

/** The refusal's messages per field, as texts (the back office's forms, in English). */
export function fieldErrorsOf(error: ApiErrorBody, fields: readonly string[], prefix = ''): Record<string, string> {
  return placed(error, fields, prefix, (text) => text);
}

/**
 * The same, by key where the answer has one (the shop's forms): `useSay()` shows a shared rule's
 * message in the page's language (i18n/say.ts).
 */
export function saidFieldErrorsOf(
  error: ApiErrorBody,
  fields: readonly string[],
  prefix = '',
): Record<string, string | SharedMessage> {
  return placed(error, fields, prefix, keyed);
}

/** A refusal's own message by key where it has one (the form's answer). */
export const saidDetailOf = (error: ApiErrorBody) => keyed(error.detail, error.message_id, error.message_values);

/**
 * The message of a one-field form's refusal: that field's own message ("That code is not right…"),
 * not the detail that names the field for API clients ("code: That code is not right…", QA E21).
 */
export function fieldMessageOf(error: ApiErrorBody, field: string): string {
  return fieldErrorsOf(error, [field])[field] ?? error.detail;
}
