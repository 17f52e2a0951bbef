import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { defaultVariantLabel } from '@oja/shared/catalog';
export { isDefaultVariant } from '@oja/shared/catalog';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * One variant model (decision 0086): every product sells through its variants. A product without
 * options has one, its default: label '' and the reserved SKU `#<product id>` (`#` is outside the
 * SKU alphabet, so no staff SKU can take it). Clients never see it as a variant: a product's
 * `variants` list it only when they have labels, and cart and order lines name a variant only then.
 */
export const defaultVariantSku = (productId: number) => `#${productId}`;

/**
 * Gives every product that has no variant row (or only `productId`) its default variant, made from
 * the product's own prices, weight and stock, holding nothing yet: after products are written, or
 * when a product loses its options (units held for a removed option go with it).
 */
export async function giveDefaultVariants(db: Db, productId?: number) {
  await sql`insert into product_variants (product_id, sku, label, price_usd_cents, price_ngn_kobo,
      sale_price_usd_cents, sale_price_ngn_kobo, quantity, weight_grams, image_url, position,
      created_at, updated_at)
    select p.id, '#' || p.id, '', p.price_usd_cents, p.price_ngn_kobo, p.sale_price_usd_cents,
      p.sale_price_ngn_kobo, p.quantity, p.weight_grams, null, 0, p.created_at, p.updated_at
    from products p
    where ${productId === undefined ? sql`true` : sql`p.id = ${productId}`}
      and not exists (select 1 from product_variants v where v.product_id = p.id)`.execute(db);
}

/** The product's first variant in display order (its default, for a product without options). */
export const firstVariantOf = (productId: number) =>
  sql<number>`(select id from product_variants where product_id = ${productId} order by position, id limit 1)`;

/**
 * A product without options sells at its own prices and weight, which staff edit on the product:
 * its default variant takes them (a product with options keeps its options' own).
 */
export async function pricesToDefaultVariant(db: Db, productId: number) {
  const own = await db
    .selectFrom('products')
    .select(['price_usd_cents', 'price_ngn_kobo', 'sale_price_usd_cents', 'sale_price_ngn_kobo', 'weight_grams'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!own) return;
  await db
    .updateTable('product_variants')
    .set({ ...own, updated_at: Date.now() })
    .where('product_id', '=', productId)
    .where('label', '=', defaultVariantLabel)
    .execute();
}
