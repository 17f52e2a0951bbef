import type { FastifyBaseLogger } from 'fastify';
import type { Payment } from '@oja/shared/payments';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, refuse } from '../../errors.ts';
import { ProviderError, type PaymentProvider, type Verification } from '../../payments/index.ts';
import type { PaymentsContext } from './context.ts';
import * as repo from './payments.repository.ts';
import { toPaymentView } from './payments.views.ts';
import { providerDisplayNames } from './provider-names.ts';
import { notPayableReason } from './payment-rules.ts';
import { money, openOrderPaidBy } from './settlement.ts';

/**
 * A payment the client started itself with the provider's widget (the original client opens
 * Flutterwave's inline widget with a reference it makes up): no reference of ours names it, so
 * the provider transaction is the only thing we can trust. Flutterwave's is named by its
 * `transaction_id`, Paystack's by its `reference` (as Paystack Inline returns it).
 */
export interface ClientTransaction {
  provider: PaymentProvider;
  /** Flutterwave: the transaction id; Paystack: the reference. */
  claimed: string;
  /** A verification already made for it (Flutterwave's, by transaction id). */
  known?: Verification;
}

/** Our payment row's reference for a client's transaction: the provider's own key, kept distinct from ours. */
const rowReference = (provider: string, v: Verification, claimed: string) =>
  provider === 'flutterwave' ? `flw-tx-${v.transactionId ?? claimed}` : claimed;

/** The row already recorded for this transaction, by the key the client names. */
function recorded(ctx: PaymentsContext, tx: ClientTransaction) {
  return tx.provider.name === 'flutterwave'
    ? repo.findPaymentByTransaction(ctx.db, 'flutterwave', tx.claimed)
    : repo.findPayment(ctx.db, tx.provider.name, tx.claimed);
}

function alreadyRecorded(row: repo.PaymentRow, order: repo.PayableOrder): Payment {
  if (row.order_id !== order.id) {
    throw new AppError('conflict', 'This payment was already used for another order, so it cannot pay this one.');
  }
  return toPaymentView(row, order);
}

/** Why a verified transaction cannot settle this order; null when it can. */
function mismatch(order: repo.PayableOrder, v: Verification, name: string): string | null {
  if (v.status !== 'success') {
    if (v.status === 'failed') return `${name} says this payment failed${v.message ? `: ${v.message}` : '.'}`;
    return v.amountMinor === null && v.currency === null
      ? `${name} has no completed payment under this transaction.`
      : `${name} has not completed this payment yet.`;
  }
  if (v.transactionId === null) return `${name} did not identify this transaction.`;
  const expected = money(order.total_minor, order.currency);
  if (v.currency !== order.currency || v.amountMinor === null || v.amountMinor < order.total_minor) {
    return `This order is ${expected}; the payment was ${money(v.amountMinor, v.currency)}.`;
  }
  return null;
}

/**
 * Settles an order with a transaction the client made itself, after asking the provider about it.
 * Only a successful transaction in the order's currency for at least its total, never recorded
 * for any order before, opens it; anything else changes nothing and says what did not match. The
 * row is inserted with the order's opening in one transaction, and the unique index on (provider,
 * transaction) decides between concurrent callers: the same callback twice answers the same payment.
 */
export async function settleClientTransaction(
  ctx: PaymentsContext,
  log: FastifyBaseLogger,
  order: repo.PayableOrder,
  tx: ClientTransaction,
): Promise<Payment> {
  const name = providerDisplayNames[tx.provider.name];
  const before = await recorded(ctx, tx);
  if (before) return alreadyRecorded(before, order);
  const refusal = notPayableReason(order);
  if (refusal) throw new AppError('conflict', refusal);

  let v = tx.known;
  try {
    v ??= await tx.provider.verify({ reference: tx.claimed });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn({ err: error.message, order: order.order_ref }, 'could not verify a client payment');
    throw refuse('unavailable', 'detail.pay.unreachable-check', { provider: name });
  }
  const context = { order: order.order_ref, provider: tx.provider.name, claimed: tx.claimed };
  const problem = mismatch(order, v, name);
  if (problem) {
    log.warn({ ...context, status: v.status, paid: money(v.amountMinor, v.currency) }, 'client payment refused');
    throw new AppError('payment_failed', problem);
  }
  const transactionId = v.transactionId!;
  const now = Date.now();
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      // Staff may have changed the fees since the order was read: judge against it as it is now.
      const current = (await repo.findOrder(trx, { id: order.id }))!;
      const changed = mismatch(current, v, name);
      if (changed) throw new AppError('payment_failed', changed);
      const payment = await repo.insertPayment(trx, {
        order_id: order.id,
        provider: tx.provider.name,
        reference: rowReference(tx.provider.name, v, tx.claimed),
        status: 'success',
        amount_minor: v.amountMinor!,
        currency: current.currency,
        verified_at: now,
        raw_response: JSON.stringify(v.raw ?? null),
        provider_transaction_id: transactionId,
        created_at: now,
        updated_at: now,
      });
      // Paid or cancelled meanwhile: roll the row back, the refusal below says why.
      if (!(await openOrderPaidBy(trx, { publicUrl: ctx.config.publicUrl }, current, payment, now))) return null;
      return payment;
    });
    const after = (await repo.findOrder(ctx.db, { id: order.id }))!;
    if (!row) throw new AppError('conflict', notPayableReason(after) ?? `Order ${order.order_ref} changed meanwhile.`);
    log.info({ ...context, payment: row.reference }, 'client payment verified: order opened');
    return toPaymentView(row, after);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request recorded this transaction first (the same callback twice, at once).
    const winner =
      (await repo.findPaymentByTransaction(ctx.db, tx.provider.name, transactionId)) ??
      (await repo.findPayment(ctx.db, tx.provider.name, rowReference(tx.provider.name, v, tx.claimed)));
    if (!winner) throw error;
    return alreadyRecorded(winner, (await repo.findOrder(ctx.db, { id: order.id }))!);
  }
}
