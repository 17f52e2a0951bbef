import type { Kysely } from 'kysely';
import type { Product } from '@oja/shared/catalog';
import type { DB } from '../../db/schema.ts';
import { AppError, categoryNotFound } from '../../errors.ts';
import { assertSecondFactor, type Actor } from '../accounts/index.ts';
import { productColumns } from './catalog.repository.ts';
import { toProductView } from './catalog.views.ts';
import { withVariants } from './variants.views.ts';

/** A category's products (or all) in the contract's list order (title), hidden ones too when asked. */
function productsOf(db: Kysely<DB>, categorySlug: string | undefined, includeHidden: boolean) {
  let q = db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id').select(productColumns);
  if (categorySlug !== undefined) q = q.where('c.slug', '=', categorySlug);
  if (!includeHidden) q = q.where('p.visible', '=', 1);
  return q.orderBy('p.title', 'asc').orderBy('p.id', 'asc').execute();
}

const categoryExists = (db: Kysely<DB>, slug: string) =>
  db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirst();

/**
 * `GET {host}/all-products?category={slug}` (the original contract): a category's products (or
 * every product) in the contract shape. Only visible ones, unless staff ask for the hidden ones too.
 */
export async function allProducts(
  db: Kysely<DB>,
  actor: Actor | null,
  query: { category?: string; include_hidden?: boolean },
): Promise<Product[]> {
  const includeHidden = query.include_hidden === true;
  if (includeHidden) {
    if (actor?.role !== 'staff') throw new AppError('forbidden', 'Only shop staff may see hidden products.');
    // Staff as the back office sees them: signed in with a second factor.
    assertSecondFactor(actor);
  }
  if (query.category !== undefined && !(await categoryExists(db, query.category))) {
    throw categoryNotFound(query.category);
  }
  return withVariants(db, (await productsOf(db, query.category, includeHidden)).map(toProductView));
}
