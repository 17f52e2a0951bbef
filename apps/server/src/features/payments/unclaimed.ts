import type { FastifyBaseLogger } from 'fastify';
import type { Payment } from '@oja/shared/payments';
import { formatMoney, isCurrency } from '@oja/shared/money';
import { AppError, notFound } from '../../errors.ts';
import { ProviderError } from '../../payments/index.ts';
import { settleClientTransaction, type ClientTransaction } from './client-payments.ts';
import type { PaymentsContext } from './context.ts';
import * as payments from './payments.repository.ts';
import { requestRefund } from './refunds.ts';
import { insertRefund } from './refunds.repository.ts';
import * as repo from './unclaimed.repository.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';

export { listUnclaimed, type UnclaimedRow } from './unclaimed.repository.ts';

/**
 * Gives an unclaimed widget payment back through the refund queue (no order, no customer mail:
 * nobody is known). Answers the refund's id; null when the row is no longer open.
 */
export async function refundUnclaimed(
  ctx: PaymentsContext,
  log: FastifyBaseLogger,
  id: number,
  staff: AuditActor | null,
  now = Date.now(),
) {
  const refundId = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.markRefunded(trx, id, staff?.id ?? null, now);
    if (!row) return null;
    if (!isCurrency(row.currency)) {
      log.error({ unclaimed: id, currency: row.currency }, 'unclaimed payment in a currency we do not sell in');
      return null;
    }
    const refund = await insertRefund(trx, {
      order_id: null,
      payment_id: null,
      provider: row.provider,
      provider_reference: row.reference,
      provider_transaction_id: row.provider_transaction_id,
      amount_minor: row.amount_minor,
      currency: row.currency,
      reason: staff === null ? 'No order claimed this payment in time.' : 'Staff refunded a payment no order claimed.',
      status: 'requested',
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    });
    if (refund !== null) await repo.setRefundId(trx, id, refund);
    if (staff !== null) {
      await recordAudit(
        trx,
        staff,
        {
          action: 'payment.unclaimed_refund',
          entityType: 'payment',
          entityId: id,
          summary: `Unclaimed ${row.provider} payment ${row.reference} of ${formatMoney(row.amount_minor, row.currency)} refunded by hand`,
          changes: { status: { from: 'unclaimed', to: 'refunded' }, refund_id: { from: null, to: refund } },
        },
        now,
      );
    }
    return refund;
  });
  if (refundId !== null) {
    log.warn({ unclaimed: id, refund: refundId }, 'unclaimed payment refunded');
    await requestRefund(ctx, refundId, now);
  }
  return refundId;
}

/** Staff refund one by hand: 409 when it was matched or refunded meanwhile. */
export async function refundUnclaimedByStaff(
  ctx: PaymentsContext,
  log: FastifyBaseLogger,
  staff: AuditActor,
  id: number,
) {
  const row = await repo.findUnclaimed(ctx.db, id);
  if (!row) throw notFound('Unclaimed payment');
  if (row.status !== 'unclaimed' || (await refundUnclaimed(ctx, log, id, staff)) === null) {
    throw new AppError('conflict', 'This payment was matched or refunded meanwhile.');
  }
  return (await repo.findUnclaimed(ctx.db, id))!;
}

/**
 * Staff match an unclaimed payment to an order by hand (after checking who paid): the order is
 * settled with it as if its customer had claimed it, judged on amount and currency only.
 */
export async function matchUnclaimed(
  ctx: PaymentsContext,
  log: FastifyBaseLogger,
  staff: AuditActor,
  id: number,
  orderRef: string,
): Promise<Payment> {
  const row = await repo.findUnclaimed(ctx.db, id);
  if (!row) throw notFound('Unclaimed payment');
  if (row.status !== 'unclaimed') throw new AppError('conflict', 'This payment was matched or refunded meanwhile.');
  const order = await payments.findOrder(ctx.db, { ref: orderRef });
  if (!order) throw notFound(`Order ${orderRef}`);
  const provider = ctx.providers.byName(row.provider);
  if (!provider) throw new AppError('unavailable', `${row.provider} is not configured.`);
  let tx: ClientTransaction;
  try {
    tx =
      provider.name === 'flutterwave'
        ? {
            provider,
            claimed: row.provider_transaction_id,
            known: await provider.verify({ reference: row.reference, transactionId: row.provider_transaction_id }),
          }
        : { provider, claimed: row.reference };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new AppError('unavailable', 'We could not reach the provider to check the payment. Please try again.');
  }
  return settleClientTransaction(ctx, log, order, tx, { staff, unclaimedId: id });
}

/** The payment job's share: unclaimed payments older than the set time go back. */
export async function refundOverdueUnclaimed(ctx: PaymentsContext, now = Date.now()) {
  const before = now - ctx.config.payments.unclaimedRefundAfterHours * 3_600_000;
  const due = await repo.dueForRefund(ctx.db, before, 50);
  let refunded = 0;
  for (const id of due) if ((await refundUnclaimed(ctx, ctx.log, id, null, now)) !== null) refunded++;
  return { due: due.length, refunded };
}
