import type { Kysely } from 'kysely';
import type { DB, NewProduct } from '@oja/server/db/schema';
import type { VariantSpec } from './factories.ts';
import { makeStockedProduct } from './order-factories.ts';

/** A product sold in the given options (see makeProduct), as `{ product, variants }`. */
export async function makeProductWithVariants(
  db: Kysely<DB>,
  options: VariantSpec[],
  overrides: Partial<NewProduct> = {},
) {
  const { variants, ...product } = await makeStockedProduct(db, overrides, options);
  return { product, variants };
}

export function variantStockOf(db: Kysely<DB>, variantId: number) {
  return db
    .selectFrom('product_variants')
    .select('quantity')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow()
    .then((r) => r.quantity);
}
