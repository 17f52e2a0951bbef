import type { Kysely } from 'kysely';
import type { DB, NewProduct } from '@oja/server/db/schema';
import { makeStockedProduct } from './order-factories.ts';

export interface VariantSpec {
  label: string;
  quantity: number;
  /** Minor units; defaults grow with the position so that prices differ. */
  usd?: number;
  ngn?: number;
  sku?: string;
}

let skuCounter = 0;

/**
 * A product with variants (rows in product_variants, in the given order); the product's own
 * quantity is the sum of theirs, as the shop keeps it.
 */
export async function makeProductWithVariants(
  db: Kysely<DB>,
  variants: VariantSpec[],
  overrides: Partial<NewProduct> = {},
) {
  const total = variants.reduce((sum, v) => sum + v.quantity, 0);
  // As the shop keeps it: the product's own prices are its first variant's.
  const first = variants[0];
  const product = await makeStockedProduct(db, {
    ...(first ? { price_usd_cents: first.usd ?? 500, price_ngn_kobo: first.ngn ?? 400_000 } : {}),
    ...overrides,
    quantity: total,
  });
  const now = Date.now();
  const rows = [];
  for (const [i, v] of variants.entries()) {
    rows.push(
      await db
        .insertInto('product_variants')
        .values({
          product_id: product.id,
          sku: v.sku ?? `TEST-${product.id}-${++skuCounter}`,
          label: v.label,
          price_usd_cents: v.usd ?? 500 + i * 250,
          price_ngn_kobo: v.ngn ?? 400_000 + i * 200_000,
          sale_price_usd_cents: null,
          sale_price_ngn_kobo: null,
          quantity: v.quantity,
          position: i,
          image_url: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  return { product, variants: rows };
}

export function variantStockOf(db: Kysely<DB>, variantId: number) {
  return db
    .selectFrom('product_variants')
    .select('quantity')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow()
    .then((r) => r.quantity);
}
