import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { asMediaStorage, type MediaStorage } from '../../media/index.ts';
import { categoryIconSvg, productImageSvg } from './artwork.ts';
import { categories, products, type SeedProduct } from './catalogue.ts';
import { demoCustomers, reviews, shopReviews } from './reviews.ts';

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** A sale price `percent` below the regular one, rounded to `step` minor units (100: whole naira). */
export function salePrice(regularMinor: number, percent: number, step: number): number {
  return Math.round((regularMinor * (100 - percent)) / 100 / step) * step;
}

function productRow(p: SeedProduct, categoryId: number, now: number) {
  return {
    category_id: categoryId,
    slug: p.slug,
    title: p.title,
    description: p.description,
    image_url: `/media/demo/${p.slug}.svg`,
    price_usd_cents: p.priceUsdCents,
    price_ngn_kobo: p.priceNgnKobo,
    sale_price_usd_cents: p.salePercent ? salePrice(p.priceUsdCents, p.salePercent, 1) : null,
    sale_price_ngn_kobo: p.salePercent ? salePrice(p.priceNgnKobo, p.salePercent, 100) : null,
    quantity: p.quantity,
    weight_grams: p.weightGrams,
    visible: p.visible === false ? (0 as const) : (1 as const),
    created_at: now,
    updated_at: now,
  };
}

async function writeArtwork(mediaDir: MediaStorage | string) {
  const media = asMediaStorage(mediaDir);
  const write = (dir: string, name: string, svg: string) => media.put(`${dir}/${name}`, Buffer.from(svg));
  await Promise.all([
    ...products.map((p) => write('demo', `${p.slug}.svg`, productImageSvg(p))),
    ...categories.map((c) => write('icons', `${c.slug}.svg`, categoryIconSvg(c.slug))),
  ]);
}

/** Sums of approved ratings per product, for the denormalised rating columns. */
function ratingTotals(rows: { product_id: number; rating: number }[]) {
  const totals = new Map<number, { count: number; sum: number }>();
  for (const r of rows) {
    const t = totals.get(r.product_id) ?? { count: 0, sum: 0 };
    totals.set(r.product_id, { count: t.count + 1, sum: t.sum + r.rating });
  }
  return totals;
}

/**
 * Loads the demo catalogue (categories, products with drawn images, demo customers and their
 * approved reviews) in one transaction, so a half-seeded shop never exists.
 */
export async function seedDemoData(db: Kysely<DB>, mediaDir: MediaStorage | string) {
  await writeArtwork(mediaDir);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const insertedCategories = await trx
      .insertInto('categories')
      .values(
        categories.map((c, i) => ({
          slug: c.slug,
          title: c.title,
          icon: `/media/icons/${c.slug}.svg`,
          position: i,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    const categoryIds = new Map(insertedCategories.map((c) => [c.slug, c.id]));
    const productRows = products.map((p) => {
      const categoryId = categoryIds.get(p.category);
      if (categoryId === undefined) throw new Error(`Seed product ${p.slug} names unknown category ${p.category}`);
      return productRow(p, categoryId, now);
    });
    const insertedProducts = await trx.insertInto('products').values(productRows).returning(['id', 'slug']).execute();
    const productIds = new Map(insertedProducts.map((p) => [p.slug, p.id]));

    const users = await trx
      .insertInto('users')
      .values(
        demoCustomers.map((u) => ({
          email: u.email,
          // "!" is never a valid hash: demo reviewers exist for their reviews and cannot sign in.
          password_hash: '!',
          first_name: u.firstName,
          last_name: u.lastName,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();

    const reviewRows = reviews.map((r) => {
      const productId = productIds.get(r.product);
      const user = users[r.reviewer];
      if (productId === undefined || user === undefined) throw new Error(`Seed review of ${r.product} is invalid`);
      return {
        user_id: user.id,
        product_id: productId,
        rating: r.rating,
        body: r.body,
        status: 'approved' as const,
        created_at: now,
        updated_at: now,
      };
    });
    if (reviewRows.length > 0) await trx.insertInto('reviews').values(reviewRows).execute();
    const shopRows = shopReviews.map((r, i) => {
      const user = users[r.reviewer];
      if (user === undefined) throw new Error(`Seed shop review ${i} names an unknown reviewer`);
      // A minute apart, so the testimonials' "newest first" has an order to follow.
      const at = now - (shopReviews.length - i) * 60_000;
      return {
        user_id: user.id,
        product_id: null,
        rating: r.rating,
        body: r.body,
        status: 'approved' as const,
        created_at: at,
        updated_at: at,
      };
    });
    await trx.insertInto('reviews').values(shopRows).execute();
    for (const [id, t] of ratingTotals(reviewRows)) {
      await trx
        .updateTable('products')
        .set({ rating_count: t.count, rating_sum: t.sum })
        .where('id', '=', id)
        .execute();
    }
  });
  return { categories: categories.length, products: products.length, reviews: reviews.length };
}
