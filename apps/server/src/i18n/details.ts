import type { ApiErrorBody, MessageValues } from '@oja/shared/errors';
import { isLanguage, type Language } from '@oja/shared/languages';
import { isServerMessageId, translator } from './index.ts';

/**
 * The API's refusals in the page's language, for the web app, by key (issue 31). The API speaks
 * English (`detail`, `errors[].message`): that is its contract, and what API clients get, with the
 * refusal's message id and values beside it (`message_id`, `message_values`, additive). The web
 * app's in-process client names the page's language in `x-oja-language`; for such a request the
 * error handler says the same message in that language. A refusal without an id stays English.
 */
export const pageLanguageHeader = 'x-oja-language';

/** The request's page language, when the web app named one (`x-oja-language`), else null. */
export function pageLanguageOf(headers: Record<string, string | string[] | undefined>): Language | null {
  const named = headers[pageLanguageHeader];
  return isLanguage(named) && named !== 'en' ? named : null;
}

/**
 * A message by its id in `language`; without an id, or with a shared rule's id (decision 0084:
 * the web catalogue's, which the web says itself), the text as it is (English).
 */
export function sayIn(language: Language, text: string, id?: string, values?: MessageValues): string {
  return id && isServerMessageId(id) ? translator(language)(id, values) : text;
}

/** A refusal's `detail` and field messages in the page's language (the same fields, the same codes). */
export function translateErrorBody(language: Language, body: ApiErrorBody): ApiErrorBody {
  const parts = body.message_parts;
  // A refusal of several reasons says each in the language, joined as the English is.
  const detail =
    parts && parts.every((p) => isServerMessageId(p.message_id))
      ? parts.map((p) => sayIn(language, '', p.message_id, p.message_values)).join(' ')
      : sayIn(language, body.detail, body.message_id, body.message_values);
  if (!body.errors) return { ...body, detail };
  const errors = body.errors.map((e) => ({
    ...e,
    message: sayIn(language, e.message, e.message_id, e.message_values),
  }));
  // A refusal of fields says them all in its detail, "path: message; …": written from the same.
  const fromFields = body.errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ');
  return {
    ...body,
    detail:
      body.detail === fromFields
        ? errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ')
        : detail,
    errors,
  };
}
