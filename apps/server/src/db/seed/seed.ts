import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { asMediaStorage, type MediaStorage } from '../../media/index.ts';
import { categoryIconSvg, productImageSvg } from './artwork.ts';
import { categories, products, type SeedProduct } from './catalog.ts';
import { seedPromotions, seedVouchers } from './promotions.ts';
import { demoCustomers, reviews, shopReviews } from './reviews.ts';
import { seedGalleries, seedVariants } from './variants.ts';
import { categoryNames, productNames } from './translations.ts';
import { giveDefaultVariants } from '../../features/catalog/index.ts';

const idOf = (ids: Map<string, number>, slug: string) => {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Seed translation names unknown slug ${slug}`);
  return id;
};

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** A sale price `percent` below the regular one, rounded to `step` minor units (100: whole naira). */
export function salePrice(regularMinor: number, percent: number, step: number): number {
  return Math.round((regularMinor * (100 - percent)) / 100 / step) * step;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When the i-th demo review was written: spread over the last 300 days at different hours, the same
 * on every seeding (QA E30: 206 reviews all dated the day the shop started looked made up).
 */
export const reviewedAt = (now: number, i: number) =>
  now - (1 + ((i * 47) % 300)) * dayMs - ((i * 7) % 12) * 3_600_000 - ((i * 13) % 60) * 60_000;

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
    ...extraPictures().map(({ key, product }) =>
      write('demo', `${key}.svg`, productImageSvg({ ...product, slug: key })),
    ),
  ]);
}

/** The variants' and galleries' own pictures, drawn like their product's (from another key). */
function extraPictures() {
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const keys = [
    ...Object.entries(seedVariants).flatMap(([slug, vs]) =>
      vs.flatMap((v) => (v.imageKey ? [[slug, v.imageKey]] : [])),
    ),
    ...Object.entries(seedGalleries).flatMap(([slug, gs]) => gs.map((g) => [slug, g.key])),
  ];
  return keys.map(([slug, key]) => ({ key: key!, product: bySlug.get(slug!)! }));
}

/** Variants and galleries of the demo products (seed/variants.ts); a product's stock is their sum. */
async function seedVariantsAndGalleries(trx: Kysely<DB>, productIds: Map<string, number>, now: number) {
  const salePercents = new Map(products.map((p) => [p.slug, p.salePercent]));
  for (const [slug, variants] of Object.entries(seedVariants)) {
    const productId = productIds.get(slug);
    if (productId === undefined) throw new Error(`Seed variants name unknown product ${slug}`);
    const percent = salePercents.get(slug);
    const inserted = await trx
      .insertInto('product_variants')
      .values(
        variants.map((v, i) => ({
          product_id: productId,
          sku: v.sku,
          label: v.label,
          price_usd_cents: v.priceUsdCents,
          price_ngn_kobo: v.priceNgnKobo,
          sale_price_usd_cents: percent ? salePrice(v.priceUsdCents, percent, 1) : null,
          sale_price_ngn_kobo: percent ? salePrice(v.priceNgnKobo, percent, 100) : null,
          quantity: v.quantity,
          weight_grams: v.weightGrams,
          image_url: v.imageKey ? `/media/demo/${v.imageKey}.svg` : null,
          position: i,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'label'])
      .execute();
    await trx
      .updateTable('products')
      .set({ quantity: variants.reduce((sum, v) => sum + v.quantity, 0) })
      .where('id', '=', productId)
      .execute();
    const galleries = seedGalleries[slug] ?? [];
    for (const [i, g] of galleries.entries()) {
      await trx
        .insertInto('product_images')
        .values({
          product_id: productId,
          variant_id: g.variant ? inserted.find((v) => v.label === g.variant)!.id : null,
          position: i,
          url: `/media/demo/${g.key}.svg`,
          alt: g.alt,
          image_variants: null,
          created_at: now,
        })
        .execute();
    }
  }
  for (const [slug, galleries] of Object.entries(seedGalleries)) {
    if (slug in seedVariants) continue;
    const productId = productIds.get(slug)!;
    await trx
      .insertInto('product_images')
      .values(
        galleries.map((g, i) => ({
          product_id: productId,
          variant_id: null,
          position: i,
          url: `/media/demo/${g.key}.svg`,
          alt: g.alt,
          image_variants: null,
          created_at: now,
        })),
      )
      .execute();
  }
}

/** The demo vouchers and automatic promotions (seed/promotions.ts). */
async function seedOffers(trx: Kysely<DB>, categoryIds: Map<string, number>, now: number) {
  await trx
    .insertInto('vouchers')
    .values(
      seedVouchers.map((v) => ({
        code: v.code,
        description: v.description,
        kind: v.kind,
        percent: v.percent ?? 0,
        amount_ngn_kobo: v.amountNgnKobo ?? 0,
        amount_usd_cents: v.amountUsdCents ?? 0,
        min_spend_ngn_kobo: v.minSpendNgnKobo ?? 0,
        min_spend_usd_cents: v.minSpendUsdCents ?? 0,
        starts_at: null,
        ends_at: null,
        usage_limit: null,
        per_customer_limit: v.perCustomerLimit ?? null,
        first_order_only: v.firstOrderOnly ? (1 as const) : (0 as const),
        free_delivery: v.freeDelivery ? (1 as const) : (0 as const),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await trx
    .insertInto('promotions')
    .values(
      seedPromotions.map((p) => ({
        name: p.name,
        kind: p.kind,
        category_id: idOf(categoryIds, p.category),
        percent: p.percent ?? 0,
        buy_quantity: p.buy ?? 0,
        free_quantity: p.free ?? 0,
        starts_at: null,
        ends_at: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
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
    await seedVariantsAndGalleries(trx, productIds, now);
    await giveDefaultVariants(trx); // the products without options (decision 0086)
    await seedOffers(trx, categoryIds, now);
    await trx
      .insertInto('category_translations')
      .values(
        Object.entries(categoryNames).flatMap(([slug, names]) =>
          Object.entries(names).map(([lang, title]) => ({ category_id: idOf(categoryIds, slug), lang, title })),
        ),
      )
      .execute();
    await trx
      .insertInto('product_translations')
      .values(
        Object.entries(productNames).flatMap(([slug, names]) =>
          Object.entries(names).map(([lang, title]) => ({ product_id: idOf(productIds, slug), lang, title })),
        ),
      )
      .execute();

    const users = await trx
      .insertInto('users')
      .values(
        demoCustomers.map((u) => ({
          email: u.email,
          // "!" is never a valid hash: demo reviewers exist for their reviews and cannot sign in.
          password_hash: '!',
          first_name: u.firstName,
          last_name: u.lastName,
          // Customers since before their reviews.
          created_at: now - 400 * dayMs,
          updated_at: now - 400 * dayMs,
        })),
      )
      .returning('id')
      .execute();

    const reviewRows = reviews.map((r, i) => {
      const productId = productIds.get(r.product);
      const user = users[r.reviewer];
      if (productId === undefined || user === undefined) throw new Error(`Seed review of ${r.product} is invalid`);
      return {
        user_id: user.id,
        product_id: productId,
        rating: r.rating,
        body: r.body,
        status: 'approved' as const,
        created_at: reviewedAt(now, i),
        updated_at: reviewedAt(now, i),
      };
    });
    if (reviewRows.length > 0) await trx.insertInto('reviews').values(reviewRows).execute();
    const shopRows = shopReviews.map((r, i) => {
      const user = users[r.reviewer];
      if (user === undefined) throw new Error(`Seed shop review ${i} names an unknown reviewer`);
      // Weeks apart, the first the oldest, so the testimonials' "newest first" has an order to follow.
      const at = now - (shopReviews.length - i) * 19 * dayMs - 5 * 3_600_000;
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
