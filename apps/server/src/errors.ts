import type { ErrorCode, FieldError } from '@oja/shared/errors';

/** An expected failure: the caller did something the rules refuse. Answered as `{ detail, code }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** The fields at fault, answered as `errors` beside `detail` (see FieldError). */
    readonly errors?: FieldError[],
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

export const notFound = (what: string) => new AppError('not_found', `${what} not found.`);
export const invalid = (detail: string) => new AppError('invalid', detail);

/** A refusal of one field: detail "path: message", and `errors: [{ path, message }]`. */
export const invalidField = (path: string, message: string) =>
  new AppError('invalid', `${path}: ${message}`, {}, [{ path, message }]);
