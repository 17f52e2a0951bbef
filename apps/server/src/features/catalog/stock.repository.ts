import { sql, type Kysely } from 'kysely';
import { isDefaultVariant } from '@oja/shared/catalog';
import type { DB, StockAdjustmentsTable } from '../../db/schema.ts';

/**
 * Adds `delta` to a variant's stock only if the result stays at or above zero, in one conditional
 * update (the row is locked by the update and the condition re-checked), so an adjustment racing
 * the orders that reserve stock can never take it below zero; the product's sum follows in the
 * statement (migration 0045's trigger). Returns the variant's new quantity, or undefined.
 */
export async function applyDelta(
  db: Kysely<DB>,
  productId: number,
  variantId: number,
  delta: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('product_variants')
    .set({ quantity: sql`quantity + ${delta}`, updated_at: Date.now() })
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .where(sql<boolean>`quantity + ${delta} >= 0`)
    .returning('quantity')
    .executeTakeFirst();
  return row?.quantity;
}

/** A product's default variant (decision 0086), when it has no options; else undefined. */
export function defaultVariantOf(db: Kysely<DB>, productId: number) {
  return db
    .selectFrom('product_variants')
    .select(['id', 'label', 'quantity'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute()
    .then((rows) => (rows.length === 1 && isDefaultVariant(rows[0]!) ? rows[0] : undefined));
}

export function insertAdjustment(db: Kysely<DB>, adjustment: Omit<StockAdjustmentsTable, 'id'>) {
  return db.insertInto('stock_adjustments').values(adjustment).returning('id').executeTakeFirstOrThrow();
}

function adjustments(db: Kysely<DB>) {
  return db
    .selectFrom('stock_adjustments as s')
    .innerJoin('users as u', 'u.id', 's.staff_user_id')
    .select([
      's.id',
      's.product_id',
      's.delta',
      's.reason',
      's.note',
      's.staff_user_id',
      's.quantity_after',
      's.created_at',
      's.variant_id',
      's.variant_label',
      'u.first_name',
      'u.last_name',
    ]);
}

export function findAdjustment(db: Kysely<DB>, id: number) {
  return adjustments(db).where('s.id', '=', id).executeTakeFirstOrThrow();
}

export function listAdjustments(db: Kysely<DB>, productId: number, limit = 50) {
  return adjustments(db)
    .where('s.product_id', '=', productId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}
export type AdjustmentRow = Awaited<ReturnType<typeof listAdjustments>>[number];
