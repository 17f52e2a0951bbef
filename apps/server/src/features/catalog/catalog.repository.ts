import { sql, type Kysely } from 'kysely';
import type { Currency } from '@oja/shared/money';
import type { DB } from '../../db/schema.ts';

export type ProductSort = 'price_asc' | 'price_desc' | 'rating' | 'newest' | 'title';

export interface ProductQuery {
  categorySlug?: string;
  sort?: ProductSort;
  currency?: Currency;
  limit?: number;
  offset?: number;
}

const productColumns = [
  'p.id',
  'p.slug',
  'p.title',
  'p.description',
  'p.image_url',
  'p.image_variants',
  'p.price_usd_cents',
  'p.price_ngn_kobo',
  'p.sale_price_usd_cents',
  'p.sale_price_ngn_kobo',
  'p.quantity',
  'p.visible',
  'p.category_id',
  'p.rating_count',
  'p.rating_sum',
  'c.slug as category_slug',
] as const;

function visibleProducts(db: Kysely<DB>) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .where('p.visible', '=', 1);
}

export type ProductListRow = Awaited<ReturnType<typeof listVisibleProducts>>[number];

/** The price a buyer pays now in the given currency, as an SQL expression (used for sorting). */
const effectivePrice = (currency: Currency) =>
  currency === 'NGN'
    ? sql<number>`coalesce(p.sale_price_ngn_kobo, p.price_ngn_kobo)`
    : sql<number>`coalesce(p.sale_price_usd_cents, p.price_usd_cents)`;

export function listVisibleProducts(db: Kysely<DB>, query: ProductQuery = {}) {
  const { categorySlug, sort = 'title', currency = 'USD', limit, offset } = query;
  let q = visibleProducts(db).select(productColumns);
  if (categorySlug !== undefined) q = q.where('c.slug', '=', categorySlug);
  switch (sort) {
    case 'price_asc':
      q = q.orderBy(effectivePrice(currency), 'asc');
      break;
    case 'price_desc':
      q = q.orderBy(effectivePrice(currency), 'desc');
      break;
    case 'rating':
      q = q
        .orderBy(sql`case when p.rating_count = 0 then 0 else p.rating_sum * 1.0 / p.rating_count end`, 'desc')
        .orderBy('p.rating_count', 'desc');
      break;
    case 'newest':
      q = q.orderBy('p.created_at', 'desc');
      break;
    case 'title':
      q = q.orderBy('p.title', 'asc');
      break;
  }
  q = q.orderBy('p.id', 'asc');
  if (limit !== undefined) q = q.limit(limit).offset(offset ?? 0);
  return q.execute();
}

export async function countVisibleProducts(db: Kysely<DB>, categorySlug?: string): Promise<number> {
  let q = visibleProducts(db).select((eb) => eb.fn.countAll<number>().as('n'));
  if (categorySlug !== undefined) q = q.where('c.slug', '=', categorySlug);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listCategories(db: Kysely<DB>) {
  return db
    .selectFrom('categories')
    .select(['id', 'slug', 'title', 'icon'])
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function findCategoryBySlug(db: Kysely<DB>, slug: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'slug', 'title', 'icon'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Id, slug and last change of visible products in id order: one index-ordered scan, no sort. */
export function listVisibleProductSlugs(db: Kysely<DB>, { limit, offset }: { limit: number; offset: number }) {
  return visibleProducts(db)
    .select(['p.id', 'p.slug', 'p.updated_at'])
    .orderBy('p.id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
}
