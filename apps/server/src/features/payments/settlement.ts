import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { formatMoney, isCurrency } from '@oja/shared/money';
import type { DB } from '../../db/schema.ts';
import type { Verification } from '../../payments/index.ts';
import { record, type PaymentOutcome } from '../../telemetry/index.ts';
import { transition } from '../orders/index.ts';
import * as repo from './payments.repository.ts';
import { providerDisplayNames } from './provider-names.ts';
import { recordRefundDue } from './refunds.ts';

export interface SettleDeps {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** A refund was recorded (money for an order that cannot take it): ask the provider now. */
  refundDue?: (refundId: number) => void;
}

type Verdict =
  | { kind: 'success' }
  | { kind: 'failed'; reason: string; mismatch: boolean }
  | { kind: 'abandoned'; reason: string }
  | { kind: 'pending' };

export const money = (minor: number | null, currency: string | null) =>
  minor !== null && isCurrency(currency) ? formatMoney(minor, currency) : `${minor ?? '?'} ${currency ?? '?'}`;

/** What a verification means for a payment of this order (amount and currency as the order's now). */
function judge(payment: repo.PaymentRow, order: repo.PayableOrder, v: Verification): Verdict {
  if (v.status === 'success') {
    const expected = { minor: order.total_minor, currency: order.currency };
    if (
      v.amountMinor !== expected.minor ||
      v.currency !== expected.currency ||
      payment.amount_minor !== expected.minor
    ) {
      const reason =
        `The amount paid (${money(v.amountMinor, v.currency)}) does not match the order total ` +
        `(${money(expected.minor, expected.currency)}). Please contact us: we will refund it.`;
      return { kind: 'failed', reason, mismatch: true };
    }
    return { kind: 'success' };
  }
  if (v.status === 'failed')
    return { kind: 'failed', reason: v.message ?? 'The payment was declined.', mismatch: false };
  if (v.status === 'abandoned')
    return { kind: 'abandoned', reason: 'The payment was cancelled before it was completed.' };
  return { kind: 'pending' };
}

/**
 * Opens the order paid by this (verified, recorded) payment, in the caller's transaction: the
 * lifecycle's `pay` step (event, notification, confirmation e-mail). False when the order was no
 * longer awaiting payment.
 */
export async function openOrderPaidBy(
  trx: Kysely<DB>,
  deps: Pick<SettleDeps, 'publicUrl'>,
  order: repo.PayableOrder,
  payment: repo.PaymentRow,
  now: number,
): Promise<boolean> {
  return transition(trx, {
    step: 'pay',
    orderId: order.id,
    actor: { kind: 'provider', userId: null },
    note: `paid with ${payment.provider}, reference ${payment.reference}`,
    changes: { paid_at: now, payment_method: 'provider' },
    publicUrl: deps.publicUrl,
    now,
    facts: {
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      providerName: providerDisplayNames[payment.provider as keyof typeof providerDisplayNames] ?? payment.provider,
      testMode: payment.provider === 'test',
    },
  });
}

const closedReason: Record<string, string> = {
  cancelled: 'Paid after the order was cancelled: this payment will be refunded.',
  expired: 'Paid after the order had expired: this payment will be refunded.',
};

/**
 * Applies the provider's verified answer about one of OUR payments (the caller has checked that
 * the verified reference is this payment's). One transaction: the payment's status, and for a
 * success the order awaiting → opened, its event and the confirmation e-mail. Conditional updates
 * make any number of concurrent callers (webhooks, returns, reconciliation, processes) apply a
 * reference once. Answers the payment as it is afterwards.
 */
export async function settle(deps: SettleDeps, payment: repo.PaymentRow, v: Verification): Promise<repo.PaymentRow> {
  const { db, log } = deps;
  // A success must name our reference; any other answer naming a different one is not about this payment.
  const foreign = v.reference === null ? v.status === 'success' : v.reference !== payment.reference;
  if (foreign) {
    log.warn(
      { payment: payment.reference, verified: v.reference },
      'payment not applied: the provider verified another reference',
    );
    return payment;
  }
  const raw = JSON.stringify(v.raw ?? null);
  let refundId: number | null = null;
  // Counted once per payment, by the caller whose conditional update applied it (any process).
  let outcome: PaymentOutcome | null = null;
  const settled = await db.transaction().execute(async (trx) => {
    const order = (await repo.findOrder(trx, { id: payment.order_id }))!;
    const verdict = judge(payment, order, v);
    const now = Date.now();
    const context = { payment: payment.reference, provider: payment.provider, order: order.order_ref };
    if (verdict.kind === 'success' && (await repo.markSuccess(trx, payment.id, raw, v.transactionId, now))) {
      if (await openOrderPaidBy(trx, deps, order, payment, now)) {
        log.info(context, 'payment verified: order opened');
        outcome = 'succeeded';
      } else {
        outcome = 'late';
        const reason =
          closedReason[order.state] ?? 'This order was already paid by another payment: this one will be refunded.';
        await repo.setFailureReason(trx, payment.id, reason);
        refundId = await recordRefundDue(trx, deps, { payment, order, verification: v, reason }, now);
        log.warn(
          { ...context, state: order.state },
          'payment verified for an order that is no longer awaiting payment: refund due',
        );
      }
    } else if (verdict.kind === 'failed' && (await repo.markFailed(trx, payment.id, verdict.reason, raw, now))) {
      outcome = verdict.mismatch ? 'mismatch' : 'failed';
      if (verdict.mismatch) {
        if (v.status === 'success') {
          refundId = await recordRefundDue(trx, deps, { payment, order, verification: v, reason: verdict.reason }, now);
        }
        log.warn(
          { ...context, paid: money(v.amountMinor, v.currency), total: money(order.total_minor, order.currency) },
          'payment not applied: amount or currency does not match the order',
        );
      }
    } else if (verdict.kind === 'abandoned') {
      if (await repo.markAbandoned(trx, payment.id, verdict.reason, raw, now)) outcome = 'abandoned';
    }
    return repo.findPaymentById(trx, payment.id);
  });
  if (outcome) record.paymentOutcome(payment.provider, outcome);
  if (refundId !== null) deps.refundDue?.(refundId);
  return settled;
}
