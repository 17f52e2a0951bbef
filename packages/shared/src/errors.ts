/**
 * The closed set of error codes the API answers with, as `{ detail, code }`. The server maps each
 * code to one HTTP status in one place; clients may branch on the code and show the detail.
 */
export const errorCodes = [
  'invalid',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'out_of_stock',
  // A voucher that does not apply to the order (decision 0037): the detail says why.
  'voucher_not_applicable',
  'payment_failed',
  'payload_too_large',
  'rate_limited',
  // Account security (docs/decisions/0020-account-security.md): sign-in needs a code from the
  // authenticator app; staff must set one up first; an order needs a verified e-mail address.
  'second_factor_required',
  'second_factor_setup_required',
  'email_unverified',
  'unavailable',
  'internal',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * One field the request got wrong. `path` names the field in the request part it came from (JSON
 * body, query string or form), dot-separated with array positions as numbers: `address.city`,
 * `items.0.quantity`, `limit`; `""` is the part as a whole (e.g. a body that is not an object).
 */
export interface FieldError {
  path: string;
  message: string;
  /** Additive (issue 31): the message's id in the shop's catalogue, and its values. */
  message_id?: string;
  message_values?: MessageValues;
}

/** The values a catalogue message is said with: `{ title: 'Egusi 1kg', count: 2 }`. */
export type MessageValues = Record<string, string | number>;

/**
 * `errors` comes with a 400 `invalid` answer whose failure is about given fields (every failed
 * validation of a body, query string or form); `detail` still says it all in one sentence.
 */
export interface ApiErrorBody {
  detail: string;
  code: ErrorCode;
  errors?: FieldError[];
  /**
   * Additive (issue 31): the refusal by key, `detail.cart.only-left` with `{ count, title }`, for a
   * client that says it in its own language; `detail` stays the English sentence of the same.
   */
  message_id?: string;
  message_values?: MessageValues;
  /**
   * Additive (issue 31): a refusal of several reasons at once (pay on delivery's rules), each by
   * key; `detail` is their English sentences joined by a space. Given instead of `message_id`.
   */
  message_parts?: MessagePart[];
}

/** One reason of a refusal of several, by key (see `ApiErrorBody.message_parts`). */
export interface MessagePart {
  message_id: string;
  message_values?: MessageValues;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { detail, code } = value as Record<string, unknown>;
  return typeof detail === 'string' && (errorCodes as readonly unknown[]).includes(code);
}
