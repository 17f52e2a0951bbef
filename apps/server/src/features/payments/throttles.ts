import { perClient, type Limit, type RateLimiter } from '../../rate-limit/index.ts';

const minute = 60 * 1000;
const hour = 60 * minute;

/**
 * Payment starts: 20 an hour per customer (a few declined cards and retries fit easily) and 60
 * an hour per client address. Each start creates a transaction at the provider, so a script
 * must not be able to make thousands with our key.
 */
export const paymentStartLimits = (userId: number, ip: string): Limit[] => [
  { bucket: `payment-start:user:${userId}`, max: 20, windowMs: hour },
  perClient('payment-start', ip, 60, hour),
];

/**
 * Checks with the provider made for a customer (the browser's return, the status the checkout
 * page polls, a client's "I paid"): 30 per payment in 10 minutes (a return and a minute of polling
 * every 4 s is 17) and 120 an hour per account. Each is a call with our secret key, which the
 * provider rate-limits per merchant: one account must not spend the shop's allowance. `payment`
 * is our reference, or the account and provider transaction id when the reference is not known
 * yet (so nobody can use up another customer's allowance by naming their transaction).
 */
export const providerCheckLimits = (userId: number, payment: string): Limit[] => [
  { bucket: `payment-check:payment:${payment}`, max: 30, windowMs: 10 * minute },
  { bucket: `payment-check:user:${userId}`, max: 120, windowMs: hour },
];

/** Counts one check with the provider, or throws 429 `rate_limited` with Retry-After. */
export function takeProviderCheck(limiter: RateLimiter, userId: number, payment: string) {
  return limiter.take(providerCheckLimits(userId, payment), 'detail.limit.payment-checks');
}
