import { saidFieldErrors } from '@oja/shared/accounts';
import type { Said } from '../../i18n/say';
import type { z } from 'zod';

/** The form's text fields as a plain object (files and repeated names are not expected here). */
export async function formValues(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
  return values;
}

export type FormResult = { errors: Record<string, Said>; values?: Record<string, string> };

/** Parses with the shared schema; on failure, the first message per field by key, to show beside it. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: Record<string, string>,
): { ok: true; data: z.infer<S> } | { ok: false; errors: Record<string, Said> } {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: saidFieldErrors(parsed.error) };
}
