import type { Kysely } from 'kysely';
import type { SavedIds, SavedItem, SaveResult } from '@oja/shared/saved';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../accounts/index.ts';
import { toProductView, withVariants } from '../catalog/index.ts';
import * as repo from './saved.repository.ts';

/**
 * The customer's own saved products, with their packs (the list adds one and shows its stock);
 * nobody can read or change another customer's list.
 */
export async function listSaved(db: Kysely<DB>, actor: Actor): Promise<SavedItem[]> {
  const rows = await repo.listSavedProducts(db, actor.id);
  const products = await withVariants(
    db,
    rows.map(({ saved_at: _, ...product }) => toProductView(product)),
  );
  return products.map((product, i) => ({
    product,
    saved_at: new Date(Number(rows[i]!.saved_at)).toISOString(),
  }));
}

export async function savedIds(db: Kysely<DB>, actor: Actor): Promise<SavedIds> {
  return { product_ids: (await repo.listSavedIds(db, actor.id)).map((r) => r.product_id) };
}

/** Saves a product shoppers can see; saving it again is harmless. `created` tells which. */
export async function saveItem(
  db: Kysely<DB>,
  actor: Actor,
  productId: number,
): Promise<SaveResult & { created: boolean }> {
  if (!(await repo.findVisibleProductId(db, productId))) throw notFound('Product');
  const created = await repo.insertSaved(db, actor.id, productId);
  return { product_id: productId, saved: true, created };
}

/** Removes a product from the list; removing one that is not there is not an error. */
export async function unsaveItem(db: Kysely<DB>, actor: Actor, productId: number): Promise<SaveResult> {
  await repo.deleteSaved(db, actor.id, productId);
  return { product_id: productId, saved: false };
}
