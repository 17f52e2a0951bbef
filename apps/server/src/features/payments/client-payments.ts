import type { FastifyBaseLogger } from 'fastify';
import type { Payment } from '@oja/shared/payments';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { refuse } from '../../errors.ts';
import { ProviderError, type PaymentProvider, type Verification } from '../../payments/index.ts';
import type { PaymentsContext } from './context.ts';
import * as repo from './payments.repository.ts';
import { toPaymentView } from './payments.views.ts';
import { providerDisplayNames } from './provider-names.ts';
import { refuseUnlessPayable } from './payment-rules.ts';
import { recordRefundDue, settleDepsOf } from './refunds.ts';
import { money, openOrderPaidBy } from './settlement.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import * as unclaimed from './unclaimed.repository.ts';

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

/**
 * The one answer to every refused widget payment: it tells nothing about the transaction (whether
 * it exists, is claimed, or what it is worth). The reason is logged for staff.
 */
const cannotPay = () => refuse('payment_failed', 'detail.pay.transaction-refused');

function alreadyRecorded(row: repo.PaymentRow, order: repo.PayableOrder): Payment {
  if (row.order_id !== order.id) throw cannotPay();
  return toPaymentView(row, order);
}

/** How far the provider's clock may run behind ours when it dates a transaction. */
const clockSkewMs = 5 * 60_000;

/** Why a verified transaction cannot settle this order (for the log); null when it can. */
function mismatch(order: repo.PayableOrder, v: Verification, name: string): string | null {
  if (v.status !== 'success') return `${name}: ${v.status}${v.message ? ` (${v.message})` : ''}`;
  if (v.transactionId === null) return `${name} did not identify the transaction`;
  if (v.currency !== order.currency || v.amountMinor === null || v.amountMinor < order.total_minor) {
    return `order is ${money(order.total_minor, order.currency)}, paid ${money(v.amountMinor, v.currency)}`;
  }
  return unbound(order, v);
}

/**
 * What ties a widget transaction to this order, as far as the provider's answer allows: metadata
 * naming another order, a payer e-mail (other than a client's placeholder) that is not the
 * customer's, or a transaction older than the order each refuse it.
 */
function unbound(order: repo.PayableOrder, v: Verification): string | null {
  const b = v.binding;
  if (!b) return null;
  if (b.orderRef !== null && b.orderRef !== order.order_ref) return `metadata names order ${b.orderRef}`;
  if (
    b.customerEmail !== null &&
    !isPlaceholderEmail(b.customerEmail) &&
    b.customerEmail !== order.email.toLowerCase()
  ) {
    return "payer e-mail is not the customer's";
  }
  if (b.createdAt !== null && b.createdAt < order.created_at - clockSkewMs) return 'transaction older than the order';
  return null;
}

/**
 * A payer e-mail that names nobody: a client that opens the widget with sample details (the
 * original client's placeholder) gives an address on a reserved domain (RFC 2606/6761) or the
 * widget documentation's sample address. Such a payment is bound by the other checks only.
 */
export function isPlaceholderEmail(email: string): boolean {
  const address = email.trim().toLowerCase();
  if (sampleAddresses.has(address)) return true;
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/.test(domain);
}
const sampleAddresses = new Set(['user@gmail.com', 'customer@email.com']);

/**
 * Settles an order with a transaction the client made itself, after asking the provider about it.
 * Only a successful transaction in the order's currency for at least its total, bound to this
 * order as far as the provider says (see `unbound`), never recorded for any order before, opens
 * it; anything else changes nothing and answers `detail.pay.transaction-refused`. A successful transaction
 * refused here is kept in the unclaimed list for staff. What it brings above the total goes back
 * through the refund queue. The row is inserted with the order's opening in one transaction, and
 * the unique index on (provider, transaction) decides between concurrent callers: the same
 * callback twice answers the same payment.
 */
export async function settleClientTransaction(
  ctx: PaymentsContext,
  log: FastifyBaseLogger,
  order: repo.PayableOrder,
  tx: ClientTransaction,
  /** Staff matching an unclaimed payment by hand: who, and which unclaimed payment (for the audit log). */
  options: { staff?: AuditActor; unclaimedId?: number } = {},
): Promise<Payment> {
  const name = providerDisplayNames[tx.provider.name];
  const before = await recorded(ctx, tx);
  if (before) return alreadyRecorded(before, order);
  refuseUnlessPayable(order);

  let v = tx.known;
  try {
    v ??= await tx.provider.verify({ reference: tx.claimed });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn({ err: error.message, order: order.order_ref }, 'could not verify a client payment');
    throw refuse('unavailable', 'detail.pay.unreachable-check', { provider: name });
  }
  const context = { order: order.order_ref, provider: tx.provider.name, claimed: tx.claimed };
  // Staff matching by hand have checked who paid; the amount and currency still decide.
  const judge = (o: repo.PayableOrder) =>
    options.staff !== undefined ? amountMismatch(o, v, name) : mismatch(o, v, name);
  const problem = judge(order);
  if (problem) {
    log.warn({ ...context, status: v.status, reason: problem }, 'client payment refused');
    await keepUnclaimed(ctx, log, tx.provider.name, v, tx.claimed);
    throw cannotPay();
  }
  const transactionId = v.transactionId!;
  const now = Date.now();
  try {
    const settled = await ctx.db.transaction().execute(async (trx) => {
      // Staff may have changed the fees since the order was read: judge against it as it is now.
      const current = (await repo.findOrder(trx, { id: order.id }))!;
      const changed = judge(current);
      if (changed) {
        log.warn({ ...context, reason: changed }, 'client payment refused');
        throw cannotPay();
      }
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
      await unclaimed.markMatched(trx, tx.provider.name, transactionId, order.id, options.staff?.id ?? null, now);
      if (options.staff) {
        await recordAudit(
          trx,
          options.staff,
          {
            action: 'payment.unclaimed_assign',
            entityType: 'payment',
            entityId: options.unclaimedId ?? null,
            summary: `Unclaimed ${name} payment ${money(v.amountMinor, v.currency)} assigned to order ${current.order_ref}`,
            changes: { status: { from: 'unclaimed', to: 'matched' }, order_ref: { from: null, to: current.order_ref } },
          },
          now,
        );
      }
      const excess = v.amountMinor! - current.total_minor;
      const refundId =
        excess > 0
          ? await recordRefundDue(
              trx,
              { log, publicUrl: ctx.config.publicUrl },
              {
                payment,
                order: current,
                verification: { ...v, amountMinor: excess },
                reason: `The payment was ${money(v.amountMinor, v.currency)}, more than the order's total of ${money(current.total_minor, current.currency)}: the difference goes back.`,
              },
              now,
            )
          : null;
      return { payment, refundId };
    });
    const after = (await repo.findOrder(ctx.db, { id: order.id }))!;
    if (!settled) {
      refuseUnlessPayable(after);
      throw refuse('conflict', 'detail.order.changed');
    }
    if (settled.refundId !== null) settleDepsOf(ctx, log).refundDue?.(settled.refundId);
    log.info({ ...context, payment: settled.payment.reference }, 'client payment verified: order opened');
    return toPaymentView(settled.payment, after);
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

/** The amount and currency rule alone (a match staff make by hand). */
function amountMismatch(order: repo.PayableOrder, v: Verification, name: string): string | null {
  if (v.status !== 'success' || v.transactionId === null) return `${name}: ${v.status}`;
  if (v.currency !== order.currency || v.amountMinor === null || v.amountMinor < order.total_minor) {
    return `order is ${money(order.total_minor, order.currency)}, paid ${money(v.amountMinor, v.currency)}`;
  }
  return null;
}

/** A successful transaction no payment of ours names: kept for staff (once per transaction). */
export async function keepUnclaimed(
  ctx: PaymentsContext,
  log: FastifyBaseLogger,
  provider: string,
  v: Verification,
  claimed: string,
) {
  if (v.status !== 'success' || v.transactionId === null || v.amountMinor === null || v.currency === null) return;
  if (await repo.findPaymentByTransaction(ctx.db, provider, v.transactionId)) return;
  const kept = await unclaimed.keep(ctx.db, {
    provider,
    provider_transaction_id: v.transactionId,
    reference: rowReference(provider, v, claimed),
    amount_minor: v.amountMinor,
    currency: v.currency,
    customer_email: v.binding?.customerEmail ?? null,
    provider_created_at: v.binding?.createdAt ?? null,
    raw_response: JSON.stringify(v.raw ?? null),
  });
  if (kept) log.warn({ provider, transaction: v.transactionId }, 'unclaimed widget payment kept for staff');
}
