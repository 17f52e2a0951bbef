import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/connection.ts';
import type { DB } from '../../db/schema.ts';

/** Advisory-lock namespaces of the holders (rate limits use 0x0a1a). */
const customerLocks = 0x0a1b;
const addressLocks = 0x0a1c;
const addressKey = (ip: string) => createHash('sha256').update(ip).digest().readInt32BE(0);

/**
 * Orders that hold stock and are not paid (docs/decisions/0040-pay-on-delivery-state.md): awaiting
 * payment, accepted for pay on delivery, or out for delivery and still to be paid at the door.
 * Every cap and the Reservations view count these. `t` is the orders table's name or alias.
 */
export const holdsUnpaidStock = (t: string) => {
  const c = (column: string) => sql.ref(`${t}.${column}`);
  return sql<boolean>`(${c('state')} in ('awaiting', 'on_delivery') or (${c('state')} = 'processed' and ${c('payment_method')} = 'on_delivery' and ${c('paid_at')} is null))`;
};

/** The same condition as `holdsUnpaidStock`, for an order in hand (the lifecycle's steps). */
export function holdsStock(o: { state: string; payment_method: string | null; paid_at: number | string | null }) {
  return (
    o.state === 'awaiting' ||
    o.state === 'on_delivery' ||
    (o.state === 'processed' && o.payment_method === 'on_delivery' && o.paid_at === null)
  );
}

/**
 * Serialises placements of one customer and of one address until the transaction ends, so that
 * two orders placed at the same moment cannot both pass a cap that only one of them fits. Always
 * the customer first, then the address, and before any product row is locked: no deadlocks.
 * SQLite has one writer at a time, so there the transaction itself serialises.
 */
export async function lockHolders(trx: Kysely<DB>, dialect: Dialect, userId: number, ip: string | null) {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${customerLocks}, ${userId})`.execute(trx);
  if (ip !== null) await sql`select pg_advisory_xact_lock(${addressLocks}, ${addressKey(ip)})`.execute(trx);
}

export async function unpaidOrderCount(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where(holdsUnpaidStock('orders'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Units per product held by the unpaid orders of a customer or placed from an address. */
export async function heldUnits(db: Kysely<DB>, holder: { userId: number } | { ip: string }) {
  const q = db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.product_id', (eb) => eb.fn.sum<number | string>('order_items.quantity').as('units')])
    .where(holdsUnpaidStock('orders'))
    .groupBy('order_items.product_id');
  const rows = await (
    'userId' in holder ? q.where('orders.user_id', '=', holder.userId) : q.where('orders.client_ip', '=', holder.ip)
  ).execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.units)]));
}

/**
 * Each product's stock: `available` is left to sell, `onHand` adds what unpaid orders hold (sold
 * units are gone). One key lookup per product: the held units are a number kept with the product
 * by placement and transition() (decision 0067), not a sum over the unpaid orders. Without
 * `withHeld` (a share cap of 100 %, where it cannot matter) onHand is left out.
 */
export async function stockOnHand(db: Kysely<DB>, productIds: number[], withHeld = true) {
  const rows = await db
    .selectFrom('products')
    .select(withHeld ? ['id', 'quantity', 'held'] : ['id', 'quantity'])
    .where('id', 'in', productIds)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { available: r.quantity, onHand: 'held' in r ? r.quantity + Number(r.held) : Number.POSITIVE_INFINITY },
    ]),
  );
}
