import { AppError, refuse } from '../../errors.ts';
import { perClient, type Limit, type RateLimiter } from '../../rate-limit/index.ts';

/** Unknown voucher codes one account, or one client address, may name in an hour (security review N4). */
export const voucherGuessesPerHour = 20;
const hour = 60 * 60 * 1000;

/** The refusal of a code that is unknown, switched off, expired or not started: one text for all. */
export const unknownVoucher = 'detail.voucher.invalid';

export const voucherGuessLimits = (userId: number, ip: string): Limit[] => [
  { bucket: `voucher-guess:account:${userId}`, max: voucherGuessesPerHour, windowMs: hour },
  perClient('voucher-guess', ip, voucherGuessesPerHour, hour),
];

/**
 * Runs a quote or an order that names a voucher code, counting it against the guess limits when the
 * code turns out unknown (`isUnknown` of the result, or a refusal of `unknownVoucher`); any other
 * outcome is not counted. Past the limit, every code is refused (429) before it is looked up, so a
 * word list learns nothing more from this account or address for the hour.
 */
export async function limitVoucherGuesses<T>(
  limiter: RateLimiter,
  limits: Limit[],
  code: string | undefined,
  run: () => Promise<T>,
  isUnknown: (result: T) => boolean,
): Promise<T> {
  if (code === undefined) return run();
  const attempt = await limiter.begin(limits);
  if (!attempt.allowed) {
    throw refuse('rate_limited', 'detail.voucher.too-many', undefined, {
      'retry-after': String(attempt.retryAfterSeconds),
    });
  }
  let result: T;
  try {
    result = await run();
  } catch (error) {
    if (error instanceof AppError && error.said?.id === unknownVoucher) await attempt.fail();
    else await attempt.succeed();
    throw error;
  }
  if (isUnknown(result)) await attempt.fail();
  else await attempt.succeed();
  return result;
}
