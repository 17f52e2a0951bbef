import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Currency } from '@oja/shared/money';
import { dialectOf } from '../../db/connection.ts';
import type { DB } from '../../db/schema.ts';

export const productSorts = ['price_asc', 'price_desc', 'rating', 'newest', 'title', 'discount'] as const;
export type ProductSort = (typeof productSorts)[number];

export interface ProductFilter {
  categorySlug?: string;
  /** Title contains this text, ignoring case (taken literally: no wildcards, no query syntax). */
  search?: string;
  /** Only products with a sale price in `currency`. */
  onOffer?: boolean;
  currency?: Currency;
}

export interface ProductQuery extends ProductFilter {
  sort?: ProductSort;
  limit?: number;
  offset?: number;
}

const productColumns = [
  'p.id',
  'p.slug',
  'p.title',
  'p.description',
  'p.image_url',
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

const salePrice = (currency: Currency) =>
  currency === 'NGN' ? sql.ref('p.sale_price_ngn_kobo') : sql.ref('p.sale_price_usd_cents');

/** The saving as a fraction of the regular price (0 when not on offer), for "best saving first". */
const saving = (currency: Currency) =>
  currency === 'NGN'
    ? sql<number>`(p.price_ngn_kobo - coalesce(p.sale_price_ngn_kobo, p.price_ngn_kobo)) * 1.0 / p.price_ngn_kobo`
    : sql<number>`(p.price_usd_cents - coalesce(p.sale_price_usd_cents, p.price_usd_cents)) * 1.0 / p.price_usd_cents`;

/** Trigrams need three characters; shorter texts are matched by scanning titles (still correct). */
const minTrigramLength = 3;

/** `\`, `%` and `_` escaped for `LIKE … ESCAPE '\'`. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An FTS5 string: one phrase, double quotes doubled, so no user text is ever query syntax. */
export const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * "The title contains `text`, ignoring case" in the index each database has (0002-search.ts):
 * the FTS5 trigram table on SQLite, the pg_trgm GIN index on lower(title) on PostgreSQL.
 */
function titleContains(db: Kysely<DB>, text: string) {
  const trigrams = [...text].length >= minTrigramLength;
  if (dialectOf(db) === 'postgres') {
    // lower() on both sides in SQL, so PostgreSQL folds case (Unicode included) the same way.
    return sql<SqlBool>`lower(p.title) like lower(${'%' + escapeLike(text) + '%'}) escape '\\'`;
  }
  if (trigrams) {
    return sql<SqlBool>`p.id in (select rowid from products_search where products_search match ${ftsPhrase(text)})`;
  }
  return sql<SqlBool>`instr(lower(p.title), lower(${text})) > 0`;
}

function filteredProducts(db: Kysely<DB>, filter: ProductFilter) {
  const { categorySlug, search, onOffer, currency = 'USD' } = filter;
  let q = visibleProducts(db);
  if (categorySlug !== undefined) q = q.where('c.slug', '=', categorySlug);
  if (search !== undefined) q = q.where(titleContains(db, search));
  if (onOffer) q = q.where(salePrice(currency), 'is not', null);
  return q;
}

export function listVisibleProducts(db: Kysely<DB>, query: ProductQuery = {}) {
  const { sort = 'title', currency = 'USD', limit, offset } = query;
  let q = filteredProducts(db, query).select(productColumns);
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
    case 'discount':
      q = q.orderBy(saving(currency), 'desc').orderBy(effectivePrice(currency), 'asc');
      break;
  }
  q = q.orderBy('p.id', 'asc');
  if (limit !== undefined) q = q.limit(limit).offset(offset ?? 0);
  return q.execute();
}

export async function countVisibleProducts(db: Kysely<DB>, filter: ProductFilter = {}): Promise<number> {
  const row = await filteredProducts(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findVisibleProductBySlug(db: Kysely<DB>, slug: string) {
  return visibleProducts(db).select(productColumns).where('p.slug', '=', slug).executeTakeFirst();
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
