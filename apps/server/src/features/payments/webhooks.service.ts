import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../errors.ts';
import type { PaymentsContext } from './context.ts';
import * as repo from './payments.repository.ts';
import { keepUnclaimed } from './client-payments.ts';
import { verifyAndSettle } from './verification.ts';

type Headers = Record<string, string | string[] | undefined>;

/**
 * A provider's webhook. Nothing changes unless the signature over the raw body is valid. A valid
 * one is acknowledged at once; the payment is then verified with the provider (the webhook's own
 * claims are never believed) after the answer has gone. Durability comes from the payment row:
 * it stays pending until a verification succeeds, and the reconciliation job keeps asking, so a
 * process that stops right after acknowledging loses nothing.
 */
export async function receiveWebhook(
  ctx: PaymentsContext,
  log: FastifyBaseLogger,
  providerName: string,
  rawBody: Buffer,
  headers: Headers,
): Promise<void> {
  const provider = ctx.providers.byName(providerName);
  if (!provider) throw notFound(`Payments with ${providerName}`);
  if (!provider.verifyWebhookSignature(rawBody, headers)) {
    log.warn({ provider: providerName }, 'webhook refused: missing or wrong signature');
    throw new AppError('unauthorized', 'Missing or invalid webhook signature.');
  }
  const event = provider.parseWebhook(rawBody);
  if (!event) return; // an event we do not act on (refunds, transfers, …)
  const payment = await repo.findPayment(ctx.db, provider.name, event.reference);
  if (!payment) {
    log.info({ provider: providerName, reference: event.reference }, 'webhook about a reference we did not issue');
    // A client's widget payment: once verified, kept for staff until an order claims it.
    ctx.tracker.track(
      provider
        .verify({ reference: event.reference, transactionId: event.transactionId })
        .then((v) => keepUnclaimed(ctx, log, provider.name, v, event.reference))
        .catch((error: unknown) => log.warn({ err: error, reference: event.reference }, 'unclaimed payment not kept')),
    );
    return;
  }
  if (payment.status === 'success') return;
  // Money can arrive after we stopped waiting: look again.
  if (payment.status === 'abandoned') await repo.reopenAbandoned(ctx.db, payment.id, Date.now());
  ctx.tracker.track(
    verifyAndSettle(ctx, log, payment, { transactionId: event.transactionId }).catch((error: unknown) => {
      log.error({ err: error, payment: payment.reference }, 'webhook verification failed; reconciliation will retry');
    }),
  );
}
