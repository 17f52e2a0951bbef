import type { FastifyInstance } from 'fastify';
import type { PaymentsRuntime } from './runtime.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { paymentMethodRoutes } from './payment-methods.routes.ts';
import { testProviderRoutes } from './test-provider.routes.ts';
import { webhookRoutes } from './webhooks.routes.ts';

export { createPaymentsRuntime, type PaymentsRuntime } from './runtime.ts';
export { reconcilePendingPayments, reconcileSettings } from './reconciliation.ts';
export { paymentsOfOrder } from './payments.repository.ts';
// Bank transfer and pay on delivery: what the back office's routes call (docs/decisions/0033).
export { confirmTransfer, countWaitingTransfers, transferQueue } from './bank-transfer.ts';
export { loadOnDeliveryRules, recordDeliveryOutcome, saveOnDeliveryRules } from './on-delivery.ts';
export { listUnclaimed, matchUnclaimed, refundUnclaimedByStaff, type UnclaimedRow } from './unclaimed.ts';
export { refundBackoffMs, refundSettings, refundsNeedingAttention, refundsOfOrder, type RefundRow } from './refunds.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's payments: providers, work in flight, reconciliation (see runtime.ts). */
    payments: PaymentsRuntime;
  }
}

/** Payment routes inside the /api scope (sessions, cross-site refusal). */
export async function registerPaymentsApi(api: FastifyInstance, runtime: PaymentsRuntime) {
  await api.register(paymentsRoutes, { ctx: runtime.ctx });
  await api.register(paymentMethodRoutes, { ctx: runtime.ctx });
}

/**
 * Routes outside the /api scope: provider webhooks (no session, signature instead) and the test
 * provider's hosted page when it is the active provider.
 */
export async function registerPaymentsOutside(app: FastifyInstance, runtime: PaymentsRuntime) {
  await app.register(webhookRoutes, { prefix: '/api/webhooks', ctx: runtime.ctx });
  const test = runtime.providers.test;
  if (test) await app.register(testProviderRoutes, { provider: test, config: runtime.ctx.config });
}
export { queueStaffRefund } from './staff-refund.ts';
