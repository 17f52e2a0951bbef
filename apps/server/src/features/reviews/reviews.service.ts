import type { Kysely } from 'kysely';
import { averageRating, reviewSays as m } from '@oja/shared/reviews-rules';
import type { MyProductReview, OwnReview, ProductReviews, PublicReview, ReviewInput } from '@oja/shared/reviews';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { invalidField, productNotFound, refuseShared } from '../../errors.ts';
import type { RateLimiter } from '../../rate-limit/index.ts';
import type { Actor } from '../accounts/index.ts';
import * as repo from './reviews.repository.ts';
import { toOwnReview, toPublicReview } from './reviews.views.ts';

/**
 * Review writes (new and edited, shop and products): 20 an hour per customer. Each is bounded in
 * number already, but edits are not, and each takes the product's row lock that orders need too.
 */
async function countReviewWrite(limiter: RateLimiter, actor: Actor) {
  await limiter.take(
    [{ bucket: `review-write:user:${actor.id}`, max: 20, windowMs: 60 * 60 * 1000 }],
    'detail.limit.reviews',
  );
}

interface Page {
  limit: number;
  offset: number;
}

/**
 * A review of the shop (the dashboard's review form). It waits for staff before it appears on the
 * home page; one waiting review per customer at a time keeps the queue from being flooded.
 */
export async function addShopReview(
  db: Kysely<DB>,
  limiter: RateLimiter,
  actor: Actor,
  input: ReviewInput,
): Promise<OwnReview> {
  await countReviewWrite(limiter, actor);
  const id = await db.transaction().execute(async (trx) => {
    if (await repo.hasPendingShopReview(trx, actor.id)) throw refuseShared('conflict', m.shopReviewWaiting);
    const now = Date.now();
    return repo.insertReview(trx, {
      user_id: actor.id,
      product_id: null,
      rating: input.rating,
      body: input.body,
      status: 'pending',
      created_at: now,
      updated_at: now,
    });
  });
  return toOwnReview((await repo.findReview(db, id))!);
}

/** Approved reviews of the shop, newest first: the home page's testimonials. */
export async function listShopReviews(db: Kysely<DB>, page: Page): Promise<PublicReview[]> {
  return (await repo.listApproved(db, null, page)).map(toPublicReview);
}

async function visibleProduct(db: Kysely<DB>, slug: string) {
  const product = await repo.findVisibleProduct(db, slug);
  if (!product) throw productNotFound(slug);
  return product;
}

export async function productReviews(db: Kysely<DB>, slug: string, page: Page): Promise<ProductReviews> {
  const product = await visibleProduct(db, slug);
  const reviews = await repo.listApproved(db, product.id, page);
  return {
    product_id: product.id,
    product_title: product.title,
    product_slug: slug,
    rating: averageRating(product.rating_sum, product.rating_count),
    rating_count: product.rating_count,
    reviews: reviews.map(toPublicReview),
  };
}

export async function myProductReview(db: Kysely<DB>, actor: Actor, slug: string): Promise<MyProductReview> {
  const product = await visibleProduct(db, slug);
  const [review, purchased, variants] = await Promise.all([
    repo.findOwnProductReview(db, actor.id, product.id),
    repo.hasDeliveredPurchase(db, actor.id, product.id),
    repo.deliveredVariants(db, actor.id, product.id),
  ]);
  return {
    can_review: purchased,
    reason: purchased ? null : m.notPurchased.text,
    reason_id: purchased ? null : m.notPurchased.id,
    review: review ? toOwnReview(review) : null,
    ...(variants.length > 0 ? { variants_bought: variants } : {}),
  };
}

/**
 * The variant a review names (decision 0036): one the customer received in a delivered order,
 * with its label as sold. Absent: the review's variant is left as it is; null: it says none.
 */
async function boughtVariant(db: Kysely<DB>, actor: Actor, productId: number, variantId: number | null | undefined) {
  if (variantId === undefined) return {};
  if (variantId === null) return { variant_id: null, variant_label: null };
  const label = await repo.deliveredVariantLabel(db, actor.id, productId, variantId);
  if (label === undefined) throw invalidField('variant_id', { id: 'detail.review.choose-variant' });
  return { variant_id: variantId, variant_label: label };
}

/**
 * A verified purchaser's review of a product, published at once (see
 * docs/decisions/0012-reviews-saved-notifications.md); one per customer and product. The
 * product's rating columns are recounted in the same transaction.
 */
export async function createProductReview(
  db: Kysely<DB>,
  limiter: RateLimiter,
  actor: Actor,
  slug: string,
  input: ReviewInput,
): Promise<OwnReview> {
  const product = await visibleProduct(db, slug);
  await countReviewWrite(limiter, actor);
  if (!(await repo.hasDeliveredPurchase(db, actor.id, product.id))) throw refuseShared('forbidden', m.notPurchased);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      await repo.lockProduct(trx, product.id);
      if (await repo.findOwnProductReview(trx, actor.id, product.id)) throw refuseShared('conflict', m.alreadyReviewed);
      const now = Date.now();
      const reviewId = await repo.insertReview(trx, {
        user_id: actor.id,
        product_id: product.id,
        rating: input.rating,
        body: input.body,
        ...(await boughtVariant(trx, actor, product.id, input.variant_id)),
        status: 'approved',
        created_at: now,
        updated_at: now,
      });
      await repo.recountRating(trx, product.id);
      return reviewId;
    });
  } catch (error) {
    // Two posts at the same moment: the unique index lets one through.
    if (isUniqueViolation(error)) throw refuseShared('conflict', m.alreadyReviewed);
    throw error;
  }
  return toOwnReview((await repo.findReview(db, id))!);
}

/** The customer edits their review of a product; its status (published or hidden) stays. */
export async function editProductReview(
  db: Kysely<DB>,
  limiter: RateLimiter,
  actor: Actor,
  slug: string,
  input: ReviewInput,
): Promise<OwnReview> {
  const product = await visibleProduct(db, slug);
  await countReviewWrite(limiter, actor);
  const id = await db.transaction().execute(async (trx) => {
    await repo.lockProduct(trx, product.id);
    const own = await repo.findOwnProductReview(trx, actor.id, product.id);
    if (!own) throw refuseShared('not_found', m.noReviewYet);
    await repo.updateReviewText(trx, own.id, {
      rating: input.rating,
      body: input.body,
      ...(await boughtVariant(trx, actor, product.id, input.variant_id)),
    });
    await repo.recountRating(trx, product.id);
    return own.id;
  });
  return toOwnReview((await repo.findReview(db, id))!);
}
