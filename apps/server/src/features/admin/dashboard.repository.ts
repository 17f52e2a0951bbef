import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { lowStockLine } from '../alerts/index.ts';

export async function countOrders(db: Kysely<DB>) {
  const row = await db
    .selectFrom('orders')
    .select([
      sql<number>`sum(case when state = 'awaiting' and order_reviewed = 0 then 1 else 0 end)`.as('awaiting_review'),
      // Paid, or accepted for pay on delivery: both wait for staff to dispatch them.
      sql<number>`sum(case when state in ('opened', 'on_delivery') then 1 else 0 end)`.as('awaiting_processing'),
    ])
    .where('state', 'in', ['awaiting', 'opened', 'on_delivery'])
    .executeTakeFirst();
  return {
    awaitingReview: Number(row?.awaiting_review ?? 0),
    awaitingProcessing: Number(row?.awaiting_processing ?? 0),
  };
}

/** Products on or below their low-stock line (their own threshold, else the shop's `threshold`). */
export async function lowStock(db: Kysely<DB>, threshold: number, limit: number) {
  const low = sql<boolean>`quantity <= ${lowStockLine(threshold)}`;
  const [count, products] = await Promise.all([
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(low)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('products')
      .select(['id', 'title', 'quantity'])
      .where(low)
      .orderBy('quantity', 'asc')
      .orderBy('title', 'asc')
      .limit(limit)
      .execute(),
  ]);
  return { count: Number(count.n), products };
}

/**
 * Paid orders' totals per currency since `monthStart`, and the part of them since `todayStart`.
 * Refunded orders are not sales; unpaid, cancelled and expired ones never were.
 */
export function sales(db: Kysely<DB>, monthStart: number, todayStart: number) {
  return db
    .selectFrom('orders')
    .select([
      'currency',
      sql<number>`sum(total_minor)`.as('month_total'),
      sql<number>`count(*)`.as('month_orders'),
      sql<number>`sum(case when paid_at >= ${todayStart} then total_minor else 0 end)`.as('today_total'),
      sql<number>`sum(case when paid_at >= ${todayStart} then 1 else 0 end)`.as('today_orders'),
    ])
    .where('paid_at', '>=', monthStart)
    .where('state', 'in', ['opened', 'processed', 'delivered'])
    .groupBy('currency')
    .orderBy('currency', 'asc')
    .execute();
}
