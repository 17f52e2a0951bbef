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

export interface ApiErrorBody {
  detail: string;
  code: ErrorCode;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { detail, code } = value as Record<string, unknown>;
  return typeof detail === 'string' && (errorCodes as readonly unknown[]).includes(code);
}
