import type { ErrorCode, FieldError, MessageValues } from '@oja/shared/errors';
import type { SharedMessage } from '@oja/shared/said';
import { translator, type ServerMessageId } from './i18n/index.ts';

/**
 * A refusal by key (issue 31): its message in the server catalogue (`detail.*`) and the values it
 * is said with. The English `detail` is that message in English, so each text lives once; the web
 * app's requests get the same message in the page's language (http/error-handler.ts).
 */
export interface Said<Id extends string = ServerMessageId> {
  id: Id;
  values?: MessageValues;
}

/** A message in English: what the API's `detail` and `errors[].message` say. */
export const inEnglish = (said: Said) => translator('en')(said.id, said.values);

/** An expected failure: the caller did something the rules refuse. Answered as `{ detail, code }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** The fields at fault, answered as `errors` beside `detail` (see FieldError). */
    readonly errors?: FieldError[],
    /**
     * The refusal by key, when it has one: a server message (`refuse()`), or a shared rule's
     * message of the web catalogue (`refuseShared()`), which the web says in the page's language.
     */
    readonly said?: Said<string>,
    /**
     * A refusal of several reasons, each by key (`refuseEach()`): `detail` is their English
     * sentences joined by a space, and the web says each in the page's language.
     */
    readonly parts?: Said[],
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

/** The one place where error codes become HTTP statuses. */
export const statusOfCode: Record<ErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  out_of_stock: 409,
  voucher_not_applicable: 409,
  payload_too_large: 413,
  rate_limited: 429,
  second_factor_required: 401,
  second_factor_setup_required: 403,
  email_unverified: 403,
  internal: 500,
  unavailable: 503,
};

/** A refusal said by its message id: `detail` is the catalogue's English text with the values. */
export const refuse = (code: ErrorCode, id: ServerMessageId, values?: MessageValues, headers = {}) =>
  new AppError(code, inEnglish({ id, values }), headers, undefined, { id, values });

/**
 * A refusal for every reason given, each by its message id: one reason is `refuse()`; several are
 * their English sentences joined by a space in `detail`, and answered as `message_parts`.
 */
export function refuseEach(code: ErrorCode, reasons: Said[]): AppError {
  if (reasons.length === 1) return refuse(code, reasons[0]!.id, reasons[0]!.values);
  return new AppError(code, reasons.map(inEnglish).join(' '), {}, undefined, undefined, reasons);
}

/** A refusal said by a shared rule's message (decision 0084): its English text, its id beside. */
export const refuseShared = (code: ErrorCode, message: SharedMessage) =>
  new AppError(code, message.text, {}, undefined, { id: message.id, values: message.values });

/** What the shopper may look for and not find, each with its message. */
const notFoundIds: Partial<Record<string, ServerMessageId>> = {
  Product: 'detail.product-not-found',
  Order: 'detail.order-not-found',
  Address: 'detail.address-not-found',
};
export const notFound = (what: string) => {
  const id = notFoundIds[what];
  return id ? refuse('not_found', id) : new AppError('not_found', `${what} not found.`);
};
/** What the shopper named and we do not have (or is not theirs), said with the name they gave. */
export const orderNotFound = (ref: string) => refuse('not_found', 'detail.order-ref-not-found', { ref });
export const productNotFound = (slug: string) => refuse('not_found', 'detail.product-slug-not-found', { slug });
export const categoryNotFound = (slug: string) => refuse('not_found', 'detail.category-not-found', { slug });
export const invalid = (detail: string) => new AppError('invalid', detail);

/**
 * A refusal of one field: detail "path: message", and `errors: [{ path, message }]`; given a
 * message id, the message is the catalogue's and the field error carries the id and values.
 */
export function invalidField(path: string, message: string | Said): AppError {
  if (typeof message === 'string') return new AppError('invalid', `${path}: ${message}`, {}, [{ path, message }]);
  const english = inEnglish(message);
  const said = { message_id: message.id, ...(message.values ? { message_values: message.values } : {}) };
  return new AppError('invalid', `${path}: ${english}`, {}, [{ path, message: english, ...said }]);
}
