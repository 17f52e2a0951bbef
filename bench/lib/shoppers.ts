// The shop state bench/mixed-load.mjs needs before the load, and the stock check after it.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema.ts';
import { createSession } from '../../apps/server/src/features/accounts/index.ts';

/** What the shoppers search for: words of the demo catalogue and of the generated one. */
const searches = ['oil', 'pepper', 'rice', 'shea butter', 'leaf', 'zobo', 'smoked', 'ankara', 'catfish', 'palm oil'];

/**
 * Signed-in customers (a session each), 200 products with ample stock for carts and orders, and 3
 * scarce ones with `scarceStock` units each, far fewer than the orders that will ask for them.
 * Answers the driver's data and every product's stock at the start.
 */
export async function seedShoppers(
  db: Kysely<DB>,
  { customers, scarceStock }: { customers: number; scarceStock: number },
) {
  const now = Date.now();
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: customers }, (_, i) => ({
        email: `shopper${i}@bench.example`,
        password_hash: '!',
        first_name: 'Bench',
        last_name: `Shopper ${i}`,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  const sessions: string[] = [];
  for (const user of users) sessions.push((await createSession(db, user.id, 'bench')).token);

  const visible = await db
    .selectFrom('products')
    .select(['id', 'slug'])
    .where('visible', '=', 1)
    .orderBy('id')
    .execute();
  const plenty = visible.filter((_, i) => i % 5 === 0).slice(0, 200);
  const scarce = visible.filter((_, i) => i % 5 === 1).slice(0, 3);
  await db
    .updateTable('products')
    .set({ quantity: 1_000_000 })
    .where(
      'id',
      'in',
      plenty.map((p) => p.id),
    )
    .execute();
  await db
    .updateTable('products')
    .set({ quantity: scarceStock })
    .where(
      'id',
      'in',
      scarce.map((p) => p.id),
    )
    .execute();
  const categories = await db.selectFrom('categories').select('slug').orderBy('position').execute();
  const initialStock = await db.selectFrom('products').select(['id', 'quantity']).execute();
  return {
    driverData: {
      categories: categories.map((c) => c.slug),
      productSlugs: visible.filter((_, i) => i % 3 === 0).map((p) => p.slug),
      plenty: plenty.map((p) => p.id),
      scarce: scarce.map((p) => p.id),
      searches,
      sessions,
    },
    scarce: scarce.map((p) => p.id),
    initialStock: initialStock.map((p) => [p.id, p.quantity] as const),
  };
}

/** Orders in these states hold their stock; cancelled and expired ones gave it back. */
const releasedStates = ['cancelled', 'expired'] as const;

/**
 * For every product: stock not below zero, and stock left + units in orders holding stock = stock
 * at the start. And the orders in the database are exactly those answered 201 (`placedRefs`).
 */
export async function stockCheck(
  db: Kysely<DB>,
  initialStock: (readonly [number, number])[],
  placedRefs: string[],
  scarce: number[],
) {
  const held = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .where('o.state', 'not in', releasedStates)
    .select(['i.product_id', sql<number>`sum(i.quantity)`.as('units')])
    .groupBy('i.product_id')
    .execute();
  const heldBy = new Map(held.map((h) => [h.product_id, Number(h.units)]));
  const now = new Map(
    (await db.selectFrom('products').select(['id', 'quantity']).execute()).map((p) => [p.id, p.quantity]),
  );
  const oversold = [];
  for (const [id, start] of initialStock) {
    const left = now.get(id) ?? 0;
    const units = heldBy.get(id) ?? 0;
    if (left < 0 || left + units !== start) oversold.push({ id, start, left, held: units });
  }
  const refs = new Set((await db.selectFrom('orders').select('order_ref').execute()).map((o) => o.order_ref));
  const answered = new Set(placedRefs);
  return {
    products: initialStock.length,
    oversold,
    orders: refs.size,
    missingOrders: [...answered].filter((r) => !refs.has(r)).length,
    unexpectedOrders: [...refs].filter((r) => !answered.has(r)).length,
    scarceLeft: scarce.map((id) => now.get(id) ?? 0),
  };
}
