import { ProviderError } from '../../payments/index.ts';
import { runPeriodically } from '../../periodic.ts';
import type { PaymentsContext } from './context.ts';
import * as repo from './payments.repository.ts';
import { retryDueRefunds, settleDepsOf } from './refunds.ts';
import { settle } from './settlement.ts';
import { refundOverdueUnclaimed } from './unclaimed.ts';

export const reconcileSettings = {
  /** A pending payment is asked about once it has had this long to come back on its own… */
  checkAfterMs: 5 * 60_000,
  /** …and given up on (abandoned) when the provider still has nothing after this long. */
  abandonAfterMs: 2 * 60 * 60_000,
  batchSize: 50,
};

/**
 * Asks the providers about pending payments whose return never came (the customer closed the tab,
 * a webhook was lost) and applies what they verify. Each payment is claimed by a conditional
 * update first, so several processes running this at once ask about each payment once; the
 * settlement's own conditional updates make a late webhook or return harmless.
 */
export async function reconcilePendingPayments(ctx: PaymentsContext, now = Date.now(), settings = reconcileSettings) {
  const { db, log } = ctx;
  const due = await repo.dueForReconciliation(db, ctx.providers.names, now - settings.checkAfterMs, settings.batchSize);
  let settled = 0;
  for (const payment of due) {
    if (!(await repo.claimForCheck(db, payment, now))) continue;
    const provider = ctx.providers.byName(payment.provider)!;
    let verification;
    try {
      verification = await provider.verify({ reference: payment.reference });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn({ payment: payment.reference, err: error.message }, 'reconciliation: provider not reachable');
      continue;
    }
    const after = await settle(settleDepsOf(ctx, log), payment, verification);
    if (after.status !== 'pending') settled++;
    else if (payment.created_at <= now - settings.abandonAfterMs) {
      await repo.markAbandoned(
        db,
        payment.id,
        'No payment arrived: the payment was not completed.',
        after.raw_response,
        now,
      );
      settled++;
    }
  }
  return { checked: due.length, settled };
}

/**
 * Runs the reconciliation and the due refund calls every `intervalMs` in this process (never overlapping itself). Returns
 * a stop function that waits for a run in progress.
 */
export function startPaymentJobs(ctx: PaymentsContext, intervalMs = 60_000) {
  const stop = runPeriodically(
    async () => {
      const { settled } = await reconcilePendingPayments(ctx);
      if (settled > 0) ctx.log.info({ settled }, 'payments reconciled');
      const refunds = await retryDueRefunds(ctx);
      if (refunds.due > 0) ctx.log.info(refunds, 'refunds asked for');
      const overdue = await refundOverdueUnclaimed(ctx);
      if (overdue.due > 0) ctx.log.info(overdue, 'unclaimed payments refunded');
    },
    { job: 'payment_reconciliation', intervalMs, log: ctx.log, failure: 'payment reconciliation failed' },
  );
  return async () => {
    await stop();
    await ctx.tracker.idle();
  };
}
