import type { PickList } from '@oja/shared/reports';
import type { ReportsContext } from './reports.service.ts';

/** At most this many orders on one pick list (the oldest paid first); the rest wait for the next. */
export const pickListLimit = 500;

/** Orders paid and not yet processed (dispatched), oldest payment first, and the units they need. */
export async function pickList(ctx: ReportsContext): Promise<PickList> {
  const orders = await ctx.db
    .selectFrom('orders')
    .select(['id', 'order_ref', 'paid_at', 'delivery_method'])
    .where('state', '=', 'opened')
    .orderBy('paid_at')
    .orderBy('id')
    .limit(pickListLimit)
    .execute();
  const ids = orders.map((o) => o.id);
  const items =
    ids.length === 0
      ? []
      : await ctx.db
          .selectFrom('order_items')
          .select(['order_id', 'product_id', 'title', 'variant_label', 'quantity'])
          .where('order_id', 'in', ids)
          .orderBy('id')
          .execute();
  const totals = new Map<string, PickList['totals'][number]>();
  for (const i of items) {
    const key = `${i.product_id}|${i.variant_label ?? ''}`;
    const t = totals.get(key) ?? {
      product_id: i.product_id,
      title: i.title,
      variant_label: i.variant_label,
      quantity: 0,
      orders: 0,
    };
    t.quantity += i.quantity;
    t.orders += 1;
    totals.set(key, t);
  }
  return {
    orders: orders.map((o) => ({
      id: o.id,
      order_ref: o.order_ref,
      paid_at: o.paid_at === null ? null : Number(o.paid_at),
      delivery_method: o.delivery_method,
      items: items
        .filter((i) => i.order_id === o.id)
        .map((i) => ({ title: i.title, variant_label: i.variant_label, quantity: i.quantity })),
    })),
    totals: [...totals.values()].sort(
      (a, b) => a.title.localeCompare(b.title) || (a.variant_label ?? '').localeCompare(b.variant_label ?? ''),
    ),
  };
}
