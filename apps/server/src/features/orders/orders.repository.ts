import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB, OrderEventsTable, OrderItemsTable, OrdersTable } from '../../db/schema.ts';

export type OrderRow = Selectable<OrdersTable>;

export function productsByIds(db: Kysely<DB>, ids: number[]) {
  return db
    .selectFrom('products')
    .select([
      'id',
      'title',
      'image_url',
      'price_usd_cents',
      'price_ngn_kobo',
      'sale_price_usd_cents',
      'sale_price_ngn_kobo',
      'quantity',
      'weight_grams',
      'visible',
      'category_id',
    ])
    .where('id', 'in', ids)
    .execute();
}
export type OrderProductRow = Awaited<ReturnType<typeof productsByIds>>[number];

/** The variants of the given products, in each product's display order (the first is the default). */
export function variantsOfProducts(db: Kysely<DB>, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_variants')
    .select([
      'id',
      'product_id',
      'label',
      'image_url',
      'price_usd_cents',
      'price_ngn_kobo',
      'sale_price_usd_cents',
      'sale_price_ngn_kobo',
      'quantity',
      'weight_grams',
    ])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type OrderVariantRow = Awaited<ReturnType<typeof variantsOfProducts>>[number];

/**
 * Reserves a variant's stock atomically: succeeds only while enough is left, whatever other
 * transactions or processes do at the same moment (the row is locked by the update; the condition
 * is re-checked). The same statement counts the units as held by an unpaid order (decision 0067);
 * the product's sums follow in it (a trigger, migration 0045).
 */
export async function reserveStock(
  db: Kysely<DB>,
  productId: number,
  quantity: number,
  variantId: number,
): Promise<boolean> {
  const variant = await db
    .updateTable('product_variants')
    .set({ quantity: sql`quantity - ${quantity}`, held: sql`held + ${quantity}`, updated_at: Date.now() })
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .where('quantity', '>=', quantity)
    .executeTakeFirst();
  return Number(variant.numUpdatedRows) === 1;
}

/**
 * What a step does to an order line's variant: `hold` -1 takes its units off the held count (the
 * order no longer holds stock: paid, cancelled, expired, refused), +1 counts them again; `restock`
 * puts them back on the shelf (a cancelled, expired or refused order). The product's sums follow
 * (migration 0045's trigger); a variant removed since the order was placed takes nothing back.
 */
export async function settleLine(
  db: Kysely<DB>,
  line: { variantId: number; quantity: number },
  what: { hold: -1 | 0 | 1; restock: boolean },
) {
  const n = line.quantity;
  if (what.hold === 0 && !what.restock) return;
  const set = {
    ...(what.restock ? { quantity: sql<number>`quantity + ${n}` } : {}),
    ...(what.hold !== 0 ? { held: sql<number>`held + ${what.hold * n}` } : {}),
    updated_at: Date.now(),
  };
  await db.updateTable('product_variants').set(set).where('id', '=', line.variantId).execute();
}

export function stockOf(db: Kysely<DB>, variantId: number) {
  return db.selectFrom('product_variants').select('quantity').where('id', '=', variantId).executeTakeFirst();
}

export async function insertOrder(db: Kysely<DB>, order: Insertable<OrdersTable>): Promise<number> {
  return (await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow()).id;
}

export function insertItems(db: Kysely<DB>, items: Insertable<OrderItemsTable>[]) {
  return db.insertInto('order_items').values(items).execute();
}

/**
 * Writes one row of an order's history. Only the lifecycle (order-lifecycle.ts) calls this, in the
 * transaction of the step it records.
 */
export async function insertEvent(db: Kysely<DB>, event: Insertable<OrderEventsTable>) {
  await db.insertInto('order_events').values(event).execute();
}

/** An order with its customer's address and name, for what the customer is told about it. */
export function findOrderWithCustomer(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.user_id',
      'o.order_ref',
      'o.currency',
      'o.subtotal_minor',
      'o.total_minor',
      'o.delivery_from',
      'o.delivery_to',
      'o.pickup_station_name',
      'o.language',
      'o.promotion_discount_minor',
      'o.voucher_discount_minor',
      'o.voucher_code',
      'o.shipping_cost_minor',
      'o.freight_fee_minor',
      'o.handling_fee_minor',
      'o.packaging_fee_minor',
      'o.insurance_fee_minor',
      'o.transfer_reference',
      'o.expires_at',
      'u.email',
      'u.first_name',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

export function orderItems(db: Kysely<DB>, orderId: number) {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id', 'asc').execute();
}
export type OrderItemRow = Awaited<ReturnType<typeof orderItems>>[number];

/** The customer's orders that are still theirs to see in the list (not cancelled or expired). */
export function listActiveOrders(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', 'not in', ['cancelled', 'expired'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findOrder(db: Kysely<DB>, where: { id: number } | { ref: string }) {
  const q = db.selectFrom('orders').selectAll();
  return ('id' in where ? q.where('id', '=', where.id) : q.where('order_ref', '=', where.ref)).executeTakeFirst();
}

export function countByState(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('orders')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('state')
    .execute();
}

/** Unpaid orders whose time is up, oldest first. */
export function dueForExpiry(db: Kysely<DB>, now: number, limit: number) {
  return (
    db
      .selectFrom('orders')
      .select(['id', 'state'])
      // Unpaid, or accepted for pay on delivery and not dispatched in time (decision 0040).
      .where('state', 'in', ['awaiting', 'on_delivery'])
      .where('expires_at', '<=', now)
      .orderBy('expires_at', 'asc')
      .limit(limit)
      .execute()
  );
}

export async function deleteOldIdempotencyKeys(db: Kysely<DB>, before: number): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
