import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import type { PaymentProviders, RefundClients, Tracker } from '../../payments/index.ts';
import type { RateLimiter } from '../../rate-limit/index.ts';

/** What the payment services work with; built once per app (see runtime.ts). */
export interface PaymentsContext {
  db: Kysely<DB>;
  config: Config;
  providers: PaymentProviders;
  /** Each configured provider's refund API (see refunds.ts). */
  refunds: RefundClients;
  /** Verifications started by webhooks after they were acknowledged. */
  tracker: Tracker;
  log: FastifyBaseLogger;
  /** Payment starts are limited per customer and per client (see throttles.ts). */
  limiter: RateLimiter;
}
