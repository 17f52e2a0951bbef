import fs from 'node:fs';
import { errorCodes } from '@oja/shared/errors';

/**
 * Every message's name in the shop's English catalogues: a refusal names one of the server's
 * (`detail.cart.only-left`) or, for the shared rules' messages the web says itself (decision 0084),
 * one of the web's (`account.says.sign-in-required`).
 */
const knownMessageIds = new Set(
  ['../../../../apps/server/src/i18n/messages/en.json', '../../../../apps/web/app/i18n/messages/en.json'].flatMap(
    (file) => Object.keys(JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8')) as object),
  ),
);

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * What is wrong with an API answer to a hostile request, or null: it must be a success or a client
 * error, and every error exactly `{ detail: string, code: one of the API's codes }` as JSON, a 400
 * `invalid` perhaps with `errors: [{ path: string, message: string }]` beside them. The catalogue
 * import's refusal alone adds `report` (every error by line and column, decision 0036). A refusal
 * the shop can say in every language also names its message (decision 0045): `message_id`, with
 * `message_values` when the text has values.
 */
export function judgeAnswer(res: Answer): string | null {
  if (res.statusCode >= 500) return `server error ${res.statusCode}`;
  if (res.statusCode < 200 || (res.statusCode >= 300 && res.statusCode < 400))
    return `unexpected status ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  if (!/^application\/json/.test(String(res.headers['content-type'] ?? ''))) {
    return `error answered as ${String(res.headers['content-type'])}, not JSON`;
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'error body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'error body is not an object';
  const { detail, code, errors, message_id: messageId, message_values: values } = body as Record<string, unknown>;
  if (messageId !== undefined && !isMessageId(messageId))
    return `message_id ${JSON.stringify(messageId)} is not a message's name`;
  if (values !== undefined && (messageId === undefined || !isMessageValues(values)))
    return 'message_values are not the values of a named message';
  // A refusal of several reasons names each (message_parts) in place of one message_id.
  const parts = (body as Record<string, unknown>).message_parts;
  if (
    parts !== undefined &&
    (messageId !== undefined ||
      !Array.isArray(parts) ||
      parts.length === 0 ||
      !parts.every(
        (p: Record<string, unknown>) =>
          isMessageId(p.message_id) && (p.message_values === undefined || isMessageValues(p.message_values)),
      ))
  )
    return 'message_parts are not a list of named messages';
  const keys = Object.keys(body)
    .filter((key) => key !== 'message_id' && key !== 'message_values' && key !== 'message_parts')
    .sort();
  const withErrors =
    res.statusCode === 400 &&
    code === 'invalid' &&
    (keys.join() === 'code,detail,errors' || (keys.join() === 'code,detail,errors,report' && isImportReport(body)));
  if (keys.join() !== 'code,detail' && !withErrors) {
    return `error body has the fields ${keys.join(', ')}, not exactly detail and code (and a message's name, or its parts)`;
  }
  if (withErrors && !isFieldErrorList(errors)) return 'errors is not a non-empty list of { path, message }';
  if (typeof detail !== 'string' || detail.length === 0) return 'error detail is not a non-empty string';
  if (!(errorCodes as readonly unknown[]).includes(code))
    return `error code ${JSON.stringify(code)} is not one of the API's codes`;
  return null;
}

/** A message's name in the shop's catalogues: `detail.cart.only-left`. */
function isMessageId(value: unknown): boolean {
  return typeof value === 'string' && knownMessageIds.has(value);
}

/** A named message's values: its placeholders' names, each with a text or a number. */
function isMessageValues(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');
}

function isFieldErrorList(value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0) return false;
  return value.every((e: unknown) => {
    if (typeof e !== 'object' || e === null) return false;
    const { path, message, message_id: id, message_values: values, ...rest } = e as Record<string, unknown>;
    return (
      Object.keys(rest).length === 0 &&
      typeof path === 'string' &&
      typeof message === 'string' &&
      message !== '' &&
      (id === undefined || isMessageId(id)) &&
      (values === undefined || (id !== undefined && isMessageValues(values)))
    );
  });
}

/** The catalogue import's report beside its refusal (`importReportSchema`: counts and every error). */
function isImportReport(body: object): boolean {
  const report = (body as { report?: unknown }).report;
  return typeof report === 'object' && report !== null && Array.isArray((report as { errors?: unknown }).errors);
}
