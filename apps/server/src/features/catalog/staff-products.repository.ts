import { sql, type Kysely, type Updateable } from 'kysely';
import type { DB, NewProduct, ProductsTable } from '../../db/schema.ts';
import { lowStockLine } from '../alerts/index.ts';

const adminProductColumns = [
  'p.id',
  'p.slug',
  'p.title',
  'p.description',
  'p.category_id',
  'c.slug as category_slug',
  'c.title as category_title',
  'p.image_url',
  'p.image_variants',
  'p.price_usd_cents',
  'p.price_ngn_kobo',
  'p.sale_price_usd_cents',
  'p.sale_price_ngn_kobo',
  'p.quantity',
  'p.low_stock_threshold',
  'p.visible',
  'p.rating_count',
  'p.rating_sum',
  'p.created_at',
  'p.updated_at',
] as const;

function products(db: Kysely<DB>) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(adminProductColumns)
    .select((eb) =>
      eb
        .selectFrom('order_items as oi')
        .select(sql<number>`count(distinct oi.order_id)`.as('n'))
        .whereRef('oi.product_id', '=', 'p.id')
        .as('order_count'),
    );
}

export type AdminProductRow = Awaited<ReturnType<typeof findProduct>> & {};

export function findProduct(db: Kysely<DB>, id: number) {
  return products(db).where('p.id', '=', id).executeTakeFirst();
}

export interface ProductFilter {
  q?: string;
  categoryId?: number;
  visibility: 'all' | 'visible' | 'hidden';
  /** Only products at or below their own low-stock line, or this shop default when they have none. */
  lowStockAtMost?: number;
  categorySlug?: string;
}

/** `%` and `_` typed by staff are searched for literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Kysely<DB>, f: ProductFilter) {
  let q = db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id');
  if (f.q) q = q.where(sql<boolean>`lower(p.title) like ${likePattern(f.q)} escape ${'\\'}`);
  if (f.categoryId !== undefined) q = q.where('p.category_id', '=', f.categoryId);
  if (f.categorySlug !== undefined) q = q.where('c.slug', '=', f.categorySlug);
  if (f.visibility !== 'all') q = q.where('p.visible', '=', f.visibility === 'visible' ? 1 : 0);
  if (f.lowStockAtMost !== undefined) {
    // The same line as the low-stock alert (alerts/alert-mails.ts): the product's own, else the shop's.
    q = q.where(sql<boolean>`p.quantity <= ${lowStockLine(f.lowStockAtMost)}`);
  }
  return q;
}

export async function countProducts(db: Kysely<DB>, f: ProductFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listProducts(db: Kysely<DB>, f: ProductFilter, page: { limit: number; offset: number }) {
  const ids = filtered(db, f).select('p.id');
  return products(db)
    .where('p.id', 'in', ids)
    .orderBy('p.title', 'asc')
    .orderBy('p.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function slugsStartingWith(db: Kysely<DB>, base: string) {
  return db
    .selectFrom('products')
    .select(['id', 'slug'])
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
}

export async function insertProduct(db: Kysely<DB>, product: NewProduct): Promise<number> {
  return (await db.insertInto('products').values(product).returning('id').executeTakeFirstOrThrow()).id;
}

export function updateProduct(db: Kysely<DB>, id: number, changes: Updateable<ProductsTable>) {
  return db
    .updateTable('products')
    .set({ ...changes, updated_at: Date.now() })
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countOrdersWithProduct(db: Kysely<DB>, productId: number): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countReviewsOfProduct(db: Kysely<DB>, productId: number): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes a product that no order or review names, with its cart lines, saved items and stock log. */
export async function deleteProduct(db: Kysely<DB>, id: number): Promise<boolean> {
  await db.deleteFrom('cart_items').where('product_id', '=', id).execute();
  await db.deleteFrom('saved_items').where('product_id', '=', id).execute();
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function categoryExists(db: Kysely<DB>, id: number) {
  return db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
}

export function findCategoryByIdOrSlug(db: Kysely<DB>, key: number | string) {
  const q = db.selectFrom('categories').select(['id', 'slug']);
  return (typeof key === 'number' ? q.where('id', '=', key) : q.where('slug', '=', key)).executeTakeFirst();
}
