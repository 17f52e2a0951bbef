import { perClient, type Limit } from '../../rate-limit/index.ts';

const hour = 60 * 60 * 1000;

/**
 * Payment starts: 20 an hour per customer (a few declined cards and retries fit easily) and 60
 * an hour per client address. Each start creates a transaction at the provider, so a script
 * must not be able to make thousands with our key.
 */
export const paymentStartLimits = (userId: number, ip: string): Limit[] => [
  { bucket: `payment-start:user:${userId}`, max: 20, windowMs: hour },
  perClient('payment-start', ip, 60, hour),
];
