import type { Dashboard } from '@oja/shared/staff';
import { assertStaff, type Actor } from '../accounts/index.ts';
import { refundsNeedingAttention } from '../payments/index.ts';
import type { AdminContext } from './admin-context.ts';
import * as repo from './dashboard.repository.ts';
import { periodStarts } from './time-zone.ts';

/** What needs staff attention now, and how the day and the month are selling. */
export async function getDashboard(ctx: AdminContext, actor: Actor, now = Date.now()): Promise<Dashboard> {
  assertStaff(actor);
  const starts = periodStarts(now, ctx.timeZone);
  const [orders, low, sales, refunds] = await Promise.all([
    repo.countOrders(ctx.db),
    repo.lowStock(ctx.db, ctx.lowStockThreshold, 10),
    repo.sales(ctx.db, starts.month, starts.today),
    refundsNeedingAttention(ctx.db, 10),
  ]);
  return {
    awaiting_review: orders.awaitingReview,
    awaiting_processing: orders.awaitingProcessing,
    low_stock: { threshold: ctx.lowStockThreshold, ...low },
    sales: {
      time_zone: ctx.timeZone,
      today: sales
        .filter((s) => Number(s.today_orders) > 0)
        .map((s) => ({ currency: s.currency, total_minor: Number(s.today_total), orders: Number(s.today_orders) })),
      month: sales.map((s) => ({
        currency: s.currency,
        total_minor: Number(s.month_total),
        orders: Number(s.month_orders),
      })),
    },
    refunds: {
      failed: refunds.failed,
      retrying: refunds.retrying,
      refunds: refunds.refunds.map((r) => ({ ...r, status: r.status === 'failed' ? 'failed' : 'requested' })),
    },
  };
}
