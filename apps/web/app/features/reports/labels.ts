import type { OrderState } from '@oja/shared/order-status';
import type { ReportGrain } from '@oja/shared/reports';

const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthly = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A bucket's first day as a chart label: "1 Mar", "wk 2 Mar", "Mar 2026". */
export function bucketLabel(day: string, grain: ReportGrain) {
  const date = new Date(`${day}T00:00:00Z`);
  if (grain === 'month') return monthly.format(date);
  return grain === 'week' ? `wk ${short.format(date)}` : short.format(date);
}

export const methodLabels = {
  provider: 'Card, USSD or bank app (payment provider)',
  bank_transfer: 'Bank transfer',
  on_delivery: 'Pay on delivery',
} as const;

/** Every state an order can be in (typed so that a state added later needs its label here). */
export const stateLabels: Record<OrderState, string> = {
  awaiting: 'Awaiting payment',
  on_delivery: 'Pay on delivery, not paid yet',
  opened: 'Paid, opened',
  processed: 'Processed',
  delivered: 'Delivered',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const count = (n: number) => n.toLocaleString('en-GB');
