import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, ReviewsTable } from '../../db/schema.ts';

type Status = ReviewsTable['status'];

const publicColumns = [
  'r.id',
  'r.user_id',
  'r.product_id',
  'r.rating',
  'r.body',
  'r.status',
  'r.created_at',
  'r.updated_at',
  'r.variant_id',
  'r.variant_label',
  'u.first_name',
  'u.last_name',
] as const;

function reviewsWithAuthors(db: Kysely<DB>) {
  return db.selectFrom('reviews as r').innerJoin('users as u', 'u.id', 'r.user_id');
}

export function findVisibleProduct(db: Kysely<DB>, slug: string) {
  return db
    .selectFrom('products')
    .select(['id', 'title', 'rating_count', 'rating_sum'])
    .where('slug', '=', slug)
    .where('visible', '=', 1)
    .executeTakeFirst();
}

/** Whether the customer received the product in an order that reached "delivered". */
export async function hasDeliveredPurchase(db: Kysely<DB>, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select('i.id')
    .where('o.user_id', '=', userId)
    .where('o.state', '=', 'delivered')
    .where('i.product_id', '=', productId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findOwnProductReview(db: Kysely<DB>, userId: number, productId: number) {
  return reviewsWithAuthors(db)
    .select(publicColumns)
    .where('r.user_id', '=', userId)
    .where('r.product_id', '=', productId)
    .executeTakeFirst();
}
export type ReviewWithAuthor = NonNullable<Awaited<ReturnType<typeof findOwnProductReview>>>;

export function findReview(db: Kysely<DB>, id: number) {
  return reviewsWithAuthors(db).select(publicColumns).where('r.id', '=', id).executeTakeFirst();
}

export async function insertReview(db: Kysely<DB>, review: Insertable<ReviewsTable>): Promise<number> {
  return (await db.insertInto('reviews').values(review).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * The label (as sold) of one of the product's variants in the customer's delivered orders, or
 * undefined when they received no such variant.
 */
export async function deliveredVariantLabel(db: Kysely<DB>, userId: number, productId: number, variantId: number) {
  const row = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select('i.variant_label')
    .where('o.user_id', '=', userId)
    .where('o.state', '=', 'delivered')
    .where('i.product_id', '=', productId)
    .where('i.variant_id', '=', variantId)
    .orderBy('i.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.variant_label ?? undefined;
}

/** The product's variants the customer received in delivered orders (their latest label as sold). */
export async function deliveredVariants(db: Kysely<DB>, userId: number, productId: number) {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.variant_id', 'i.variant_label'])
    .where('o.user_id', '=', userId)
    .where('o.state', '=', 'delivered')
    .where('i.product_id', '=', productId)
    .where('i.variant_label', 'is not', null) // options only: not a product's default variant
    .orderBy('i.id', 'desc')
    .execute();
  const seen = new Map<number, string>();
  for (const r of rows) if (!seen.has(r.variant_id)) seen.set(r.variant_id, r.variant_label!);
  return [...seen].map(([id, label]) => ({ id, label }));
}

export function updateReviewText(
  db: Kysely<DB>,
  id: number,
  change: { rating: number; body: string; variant_id?: number | null; variant_label?: string | null },
) {
  return db
    .updateTable('reviews')
    .set({ ...change, updated_at: Date.now() })
    .where('id', '=', id)
    .execute();
}

export function setReviewStatus(db: Kysely<DB>, id: number, status: Status) {
  return db.updateTable('reviews').set({ status, updated_at: Date.now() }).where('id', '=', id).execute();
}

export async function hasPendingShopReview(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reviews')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', 'is', null)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Approved reviews, newest first: of one product, or of the shop itself (`productId` null). */
export function listApproved(db: Kysely<DB>, productId: number | null, page: { limit: number; offset: number }) {
  const q = reviewsWithAuthors(db).select(publicColumns).where('r.status', '=', 'approved');
  return (productId === null ? q.where('r.product_id', 'is', null) : q.where('r.product_id', '=', productId))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Takes the product's row lock before its reviews change (a no-op update: the same SQL on both
 * databases). Concurrent changes to one product's reviews then run one after the other, and the
 * recount that follows, a new statement, sees every committed review on PostgreSQL too.
 */
export function lockProduct(db: Kysely<DB>, productId: number) {
  return db
    .updateTable('products')
    .set({ rating_count: sql`rating_count` })
    .where('id', '=', productId)
    .execute();
}

/** Sets the product's denormalised rating columns from its approved reviews, exactly. */
export function recountRating(db: Kysely<DB>, productId: number) {
  const approved = db.selectFrom('reviews').where('product_id', '=', productId).where('status', '=', 'approved');
  return db
    .updateTable('products')
    .set({
      rating_count: approved.select((eb) => eb.fn.countAll<number>().as('n')),
      rating_sum: approved.select(sql<number>`coalesce(sum(rating), 0)`.as('total')),
    })
    .where('id', '=', productId)
    .returning(['rating_count', 'rating_sum'])
    .executeTakeFirstOrThrow();
}
