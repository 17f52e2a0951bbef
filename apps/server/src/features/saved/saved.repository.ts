import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { productColumns } from '../catalog/index.ts';

export function findVisibleProductId(db: Kysely<DB>, productId: number) {
  return db.selectFrom('products').select('id').where('id', '=', productId).where('visible', '=', 1).executeTakeFirst();
}

/** Saving twice keeps the first save (and its time): the unique (user, product) decides. */
export async function insertSaved(db: Kysely<DB>, userId: number, productId: number): Promise<boolean> {
  const result = await db
    .insertInto('saved_items')
    .values({ user_id: userId, product_id: productId, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function deleteSaved(db: Kysely<DB>, userId: number, productId: number) {
  return db.deleteFrom('saved_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}

/**
 * The customer's saved products that are still on sale, newest save first, in the catalogue's
 * row shape. A product staff hid stays saved and comes back if it is shown again.
 */
export function listSavedProducts(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('saved_items as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select('s.created_at as saved_at')
    .select(productColumns)
    .where('s.user_id', '=', userId)
    .where('p.visible', '=', 1)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

export function listSavedIds(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('saved_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('product_id')
    .execute();
}
