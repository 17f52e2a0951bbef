import { sql, type Kysely } from 'kysely';
import type { DB } from '@oja/server/db/schema';
import { holdsStock, holdsUnpaidStock } from '@oja/server/features/orders/index';

/**
 * An order written directly in a state that holds stock counts its units as held, as placing it
 * would have (decision 0067): so that the caps see it and the step that ends it takes them off.
 */
export async function countHeld(
  db: Kysely<DB>,
  order: { state: string; payment_method: string | null; paid_at: number | string | null },
  lines: { quantity: number; variantId: number }[],
) {
  if (!holdsStock(order)) return;
  // The product's held count follows the variant's (migration 0045's trigger).
  for (const line of lines) {
    await db
      .updateTable('product_variants')
      .set({ held: sql`held + ${line.quantity}` })
      .where('id', '=', line.variantId)
      .execute();
  }
}

/**
 * Every product's and variant's held count beside the sum it stands for (the units in the order
 * lines of orders that hold stock), for tests that prove the count is kept right. Only rows where
 * either is not zero.
 */
export async function heldCounts(db: Kysely<DB>) {
  const summed = (key: 'product_id' | 'variant_id') =>
    db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select([`order_items.${key} as id`, (eb) => eb.fn.sum<number | string>('order_items.quantity').as('units')])
      .where(holdsUnpaidStock('orders'))
      .groupBy(`order_items.${key}`)
      .execute();
  const compare = (counted: { id: number; held: number }[], sums: { id: number | null; units: number | string }[]) => {
    const out: Record<number, { counted: number; summed: number }> = {};
    for (const r of counted) if (Number(r.held) !== 0) out[r.id] = { counted: Number(r.held), summed: 0 };
    for (const s of sums) {
      const id = Number(s.id);
      out[id] = { counted: out[id]?.counted ?? 0, summed: Number(s.units) };
    }
    return out;
  };
  return {
    products: compare(await db.selectFrom('products').select(['id', 'held']).execute(), await summed('product_id')),
    variants: compare(
      await db.selectFrom('product_variants').select(['id', 'held']).execute(),
      await summed('variant_id'),
    ),
  };
}
