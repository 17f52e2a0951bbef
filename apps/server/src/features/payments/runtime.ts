import type { FastifyBaseLogger, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import type { RateLimiter } from '../../rate-limit/index.ts';
import {
  createPaymentProviders,
  createRefundClients,
  createTracker,
  testSignatureHeader,
} from '../../payments/index.ts';
import type { PaymentsContext } from './context.ts';
import { reconcilePendingPayments, startPaymentJobs } from './reconciliation.ts';
import { retryDueRefunds } from './refunds.ts';
import { refundOverdueUnclaimed } from './unclaimed.ts';

interface RuntimeDeps {
  config: Config;
  db: Kysely<DB>;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** The app's own request injection: the test provider delivers its webhooks through it. */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
}

/** How long the test provider waits before its webhook, so that it races the browser's return. */
const testWebhookDelayMs = 20;

/**
 * The payments of one app: providers from the configuration, work in flight, and the
 * reconciliation job (started by main.ts; tests call `reconcile` directly).
 */
export function createPaymentsRuntime({ config, db, limiter, log, inject }: RuntimeDeps) {
  const tracker = createTracker();
  const deliverTestWebhook = async (rawBody: string, signature: string) => {
    await new Promise((resolve) => setTimeout(resolve, testWebhookDelayMs));
    const res = await inject({
      method: 'POST',
      url: '/api/webhooks/test',
      headers: { 'content-type': 'application/json', [testSignatureHeader]: signature },
      payload: rawBody,
    });
    if (res.statusCode !== 200) log.warn({ status: res.statusCode }, 'test provider: webhook not accepted');
  };
  const providers = createPaymentProviders({
    config,
    db,
    sendTestWebhook: (rawBody, signature) => tracker.track(deliverTestWebhook(rawBody, signature)),
  });
  const refunds = createRefundClients(config, db);
  const ctx: PaymentsContext = { db, config, providers, refunds, tracker, log, limiter };
  return {
    ctx,
    providers,
    reconcile: (now?: number) => reconcilePendingPayments(ctx, now),
    /** Asks the providers for the refunds due (the payment job does this after reconciling). */
    retryRefunds: (now?: number) => retryDueRefunds(ctx, now),
    /** Refunds the unclaimed widget payments older than the set time (the payment job does this too). */
    refundOverdueUnclaimed: (now?: number) => refundOverdueUnclaimed(ctx, now),
    /** Waits for webhook verifications and test webhooks still in flight. */
    idle: () => tracker.idle(),
    startJobs: (intervalMs?: number) => startPaymentJobs(ctx, intervalMs),
  };
}

export type PaymentsRuntime = ReturnType<typeof createPaymentsRuntime>;
