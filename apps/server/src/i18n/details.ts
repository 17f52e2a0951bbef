import type { ApiErrorBody } from '@oja/shared/errors';
import { isLanguage, type Language } from '@oja/shared/languages';
import { messages as english } from './compiled/en.ts';
import { translator, type ServerMessageId } from './index.ts';

/**
 * The API's refusals in the page's language, for the web app (decision 0034). The API speaks
 * English (`detail`, `errors[].message`): that is its contract, and what API clients get. The web
 * app's in-process client names the page's language in `x-oja-language`; for such a request the
 * error handler writes the same fields in that language. Every `detail.*` message of the server
 * catalogue is a pattern of one English refusal: "Only {count} of \"{title}\" left in stock."
 * matches that text with any count and title, and the language's message is written with them.
 * A refusal without a pattern stays English.
 */
export const pageLanguageHeader = 'x-oja-language';

interface Pattern {
  id: ServerMessageId;
  regex: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A compiled message (strings and `[name]` placeholders) as a regular expression, or null. */
function patternOf(id: string, compiled: unknown): Pattern | null {
  const parts = typeof compiled === 'string' ? [compiled] : (compiled as unknown[]);
  const names: string[] = [];
  let source = '';
  for (const part of parts) {
    if (typeof part === 'string') source += escape(part);
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string') {
      names.push(part[0]);
      source += '(.+?)';
    } else return null; // plurals and formats are not patterns
  }
  return { id: id as ServerMessageId, regex: new RegExp(`^${source}$`), names };
}

const patterns: Pattern[] = Object.entries(english)
  .filter(([id]) => id.startsWith('detail.'))
  .map(([id, compiled]) => patternOf(id, compiled))
  .filter((p): p is Pattern => p !== null);

/** One English refusal in `language`, or as it is when no pattern matches. */
export function translateDetail(language: Language, text: string): string {
  if (language === 'en') return text;
  for (const { id, regex, names } of patterns) {
    const match = regex.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    return translator(language)(id, values);
  }
  return text;
}

/** The request's page language, when the web app named one (`x-oja-language`), else null. */
export function pageLanguageOf(headers: Record<string, string | string[] | undefined>): Language | null {
  const named = headers[pageLanguageHeader];
  return isLanguage(named) && named !== 'en' ? named : null;
}

/** A refusal's `detail` and field messages in the page's language (the same fields, the same codes). */
export function translateErrorBody(language: Language, body: ApiErrorBody): ApiErrorBody {
  if (!body.errors) return { ...body, detail: translateDetail(language, body.detail) };
  const errors = body.errors.map((e) => ({ ...e, message: translateDetail(language, e.message) }));
  // A refusal of fields says them all in its detail, "path: message; …": written from the same.
  const fromFields = body.errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ');
  const detail =
    body.detail === fromFields
      ? errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ')
      : translateDetail(language, body.detail);
  return { ...body, detail, errors };
}
