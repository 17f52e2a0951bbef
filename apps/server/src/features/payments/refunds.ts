import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { formatMoney, isCurrency } from '@oja/shared/money';
import type { DB } from '../../db/schema.ts';
import { enqueueMail, refundMail } from '../../mail/index.ts';
import { ProviderError, RefundRefused, type Verification } from '../../payments/index.ts';
import { record } from '../../telemetry/index.ts';
import { alertStaff } from '../alerts/index.ts';
import type { PaymentsContext } from './context.ts';
import type { PayableOrder, PaymentRow } from './payments.repository.ts';
import { providerDisplayNames } from './provider-names.ts';
import * as repo from './refunds.repository.ts';
import type { SettleDeps } from './settlement.ts';

export const refundSettings = {
  /** While one process calls the provider about a refund, the others leave it alone this long. */
  leaseMs: 5 * 60_000,
  /** Attempts before a refund the provider cannot be reached for is left to staff (failed). */
  maxAttempts: 10,
  batchSize: 50,
};

/** 1 min, 2 min, 4 min … at most 6 hours between attempts. */
export const refundBackoffMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);

/** The provider's id of the charge, from its verify answer (Flutterwave refunds by it). */
const chargeId = z.object({ data: z.object({ id: z.union([z.number().int(), z.string().min(1)]) }) });

export interface LateCharge {
  payment: PaymentRow;
  order: PayableOrder;
  verification: Verification;
  /** Why the order could not take the money (shown to the customer and staff). */
  reason: string;
}

/**
 * In the settlement's transaction: records that a verified charge must go back, once per provider
 * reference, and queues the customer's e-mail with it. Answers the refund's id when this call
 * recorded it (the caller then asks the provider after the commit), null when it was already
 * recorded or cannot be (a currency we do not sell in: logged for staff).
 */
export async function recordRefundDue(
  trx: Kysely<DB>,
  deps: Pick<SettleDeps, 'log' | 'publicUrl'>,
  { payment, order, verification: v, reason }: LateCharge,
  now: number,
): Promise<number | null> {
  const currency = v.currency ?? payment.currency;
  const amountMinor = v.amountMinor ?? payment.amount_minor;
  if (!isCurrency(currency) || amountMinor <= 0) {
    deps.log.error(
      { payment: payment.reference, currency, amountMinor },
      'refund due but not recordable: refund it by hand in the provider dashboard',
    );
    return null;
  }
  const parsed = chargeId.safeParse(v.raw);
  const id = await repo.insertRefund(trx, {
    order_id: order.id,
    payment_id: payment.id,
    provider: payment.provider,
    provider_reference: payment.reference,
    provider_transaction_id: parsed.success ? String(parsed.data.data.id) : null,
    amount_minor: amountMinor,
    currency,
    reason,
    status: 'requested',
    next_attempt_at: now,
    created_at: now,
    updated_at: now,
  });
  if (id === null) return null;
  record.refundOutcome(payment.provider, 'requested');
  const providerName = providerDisplayNames[payment.provider as keyof typeof providerDisplayNames] ?? payment.provider;
  await enqueueMail(
    trx,
    refundMail({
      to: order.email,
      firstName: order.first_name,
      orderRef: order.order_ref,
      amountMinor,
      currency,
      providerName,
      reason,
      testMode: payment.provider === 'test',
      myOrdersUrl: `${deps.publicUrl}/dashboard/my-orders`,
      language: order.language,
    }),
    now,
  );
  deps.log.warn({ payment: payment.reference, order: order.order_ref, refund: id }, 'refund recorded');
  return id;
}

/**
 * Asks the provider to refund one recorded refund, if it is due and this process claims it. A
 * refusal is final (failed, shown to staff); an unreachable provider is asked again later by the
 * payment job, with growing delays, up to `maxAttempts`.
 */
export async function requestRefund(ctx: PaymentsContext, refundId: number, now = Date.now()) {
  const { db, log } = ctx;
  const refund = await repo.claimRefund(db, refundId, now, refundSettings.leaseMs);
  if (!refund) return 'skipped' as const;
  const context = { refund: refund.id, provider: refund.provider, payment: refund.provider_reference };
  // Failed for good (staff must act): recorded with the alert to the staff who asked for it (issue 35).
  const markFailed = (message: string) =>
    db.transaction().execute(async (trx) => {
      const at = Date.now();
      await repo.markError(trx, refund.id, message, null, at);
      const order =
        refund.order_id === null
          ? undefined
          : await trx.selectFrom('orders').select('order_ref').where('id', '=', refund.order_id).executeTakeFirst();
      const alert = {
        kind: 'refund_failed' as const,
        ref: order?.order_ref ?? refund.provider_reference,
        amount: formatMoney(refund.amount_minor, refund.currency),
        reason: message.slice(0, 200),
      };
      await alertStaff(trx, alert, ctx.config.publicUrl, at);
    });
  const retryOrGiveUp = async (message: string) => {
    const giveUp = refund.attempts >= refundSettings.maxAttempts;
    if (giveUp) await markFailed(message);
    else await repo.markError(db, refund.id, message, now + refundBackoffMs(refund.attempts), Date.now());
    record.refundOutcome(refund.provider, giveUp ? 'failed' : 'retrying');
    log[giveUp ? 'error' : 'warn'](
      { ...context, err: message },
      giveUp ? 'refund gave up' : 'refund failed; will retry',
    );
    return giveUp ? ('failed' as const) : ('retrying' as const);
  };
  const client = ctx.refunds(refund.provider);
  if (!client) return retryOrGiveUp(`${refund.provider} is not configured`);
  try {
    const accepted = await client.refund({
      reference: refund.provider_reference,
      transactionId: refund.provider_transaction_id,
      amountMinor: refund.amount_minor,
      currency: refund.currency,
    });
    await repo.markSucceeded(db, refund.id, accepted.refundId, accepted.status, Date.now());
    record.refundOutcome(refund.provider, 'succeeded');
    log.info({ ...context, providerRefund: accepted.refundId }, 'refund accepted by the provider');
    return 'succeeded' as const;
  } catch (error) {
    if (error instanceof RefundRefused) {
      await markFailed(error.message);
      record.refundOutcome(refund.provider, 'failed');
      log.error({ ...context, err: error.message }, 'refund refused by the provider: staff must act');
      return 'failed' as const;
    }
    if (error instanceof ProviderError) return retryOrGiveUp(error.message);
    throw error;
  }
}

/** The payment job's share: every refund due for a (first or further) call to its provider. */
export async function retryDueRefunds(ctx: PaymentsContext, now = Date.now()) {
  const due = await repo.dueRefunds(ctx.db, now, refundSettings.batchSize);
  const report = { due: due.length, succeeded: 0, retrying: 0, failed: 0 };
  for (const id of due) {
    const outcome = await requestRefund(ctx, id, now);
    if (outcome !== 'skipped') report[outcome]++;
  }
  return report;
}

/**
 * What `settle` needs from the payments context: a refund it records is asked for at once after
 * its transaction commits, tracked like webhook work (the payment job retries what fails).
 */
export function settleDepsOf(ctx: PaymentsContext, log: FastifyBaseLogger): SettleDeps {
  return {
    db: ctx.db,
    log,
    publicUrl: ctx.config.publicUrl,
    refundDue: (refundId) =>
      ctx.tracker.track(
        requestRefund(ctx, refundId)
          .then(() => undefined)
          .catch((error: unknown) => log.error({ err: error, refund: refundId }, 'refund request failed')),
      ),
  };
}

export { refundsNeedingAttention, refundsOfOrder, type RefundRow } from './refunds.repository.ts';
