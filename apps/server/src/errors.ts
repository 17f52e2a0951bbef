import type { ErrorCode } from '@oja/shared/errors';

/** An expected failure: the caller did something the rules refuse. Answered as `{ detail, code }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
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
  payload_too_large: 413,
  rate_limited: 429,
  second_factor_required: 401,
  second_factor_setup_required: 403,
  email_unverified: 403,
  internal: 500,
  unavailable: 503,
};

export const notFound = (what: string) => new AppError('not_found', `${what} not found.`);
export const invalid = (detail: string) => new AppError('invalid', detail);
