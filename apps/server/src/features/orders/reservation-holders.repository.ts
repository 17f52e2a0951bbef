import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { holdsUnpaidStock } from './holdings.repository.ts';

function unpaid(db: Kysely<DB>, ip: string | undefined) {
  // Pay-on-delivery orders not yet paid hold stock too (decision 0040).
  const q = db.selectFrom('orders as o').where(holdsUnpaidStock('o'));
  return ip ? q.where('o.client_ip', '=', ip) : q;
}

const unitsOf = sql<number | string>`(select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id)`;

/** A page of unpaid orders with their customer and the units they hold, biggest holders first. */
export function listUnpaidOrders(db: Kysely<DB>, ip: string | undefined, page: { limit: number; offset: number }) {
  return unpaid(db, ip)
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.order_ref',
      'o.order_reviewed',
      'o.state',
      'o.payment_method',
      'o.client_ip',
      'o.created_at',
      'o.expires_at',
      'u.id as user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      unitsOf.as('units'),
    ])
    .orderBy(unitsOf, 'desc')
    .orderBy('o.expires_at', 'asc')
    .orderBy('o.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many unpaid orders there are and how many units they hold together. */
export async function unpaidTotals(db: Kysely<DB>, ip: string | undefined) {
  const [orders, units] = await Promise.all([
    unpaid(db, ip)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    unpaid(db, ip)
      .innerJoin('order_items as i', 'i.order_id', 'o.id')
      .select(sql<number | string>`coalesce(sum(i.quantity), 0)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { orders: Number(orders.n), units: Number(units.n) };
}

export function heldLines(db: Kysely<DB>, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_items')
    .select(['order_id', 'product_id', 'title', 'quantity'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('id')
    .execute();
}
