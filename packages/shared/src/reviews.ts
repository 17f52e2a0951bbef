import { z } from 'zod';
import { rowIdSchema } from './ids.ts';
import { reviewBodyMaxLength, reviewBodyMinLength, reviewSays } from './reviews-rules.ts';

/**
 * What a customer sends: a star rating and a text, for the shop or for a product. The checks'
 * messages are the ids of `reviewSays` (said-tables.ts gives their English and values).
 */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: reviewSays.ratingInvalid.id })
    .int(reviewSays.ratingInvalid.id)
    .min(1, reviewSays.ratingInvalid.id)
    .max(5, reviewSays.ratingInvalid.id),
  body: z
    .string({ error: reviewSays.bodyRequired.id })
    .trim()
    .min(1, reviewSays.bodyRequired.id)
    .min(reviewBodyMinLength, reviewSays.bodyShort.id)
    .max(reviewBodyMaxLength, reviewSays.bodyLong.id),
  /**
   * Additive (decision 0036), product reviews only: the variant the customer bought (one of the
   * product's variants in a delivered order); null or absent says nothing.
   */
  variant_id: rowIdSchema().nullable().optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewStatuses = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** A published review as anyone may see it: the reviewer is named by first name and initial. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  author: z.string(),
  /** Additive (decision 0036): the variant bought, as it was labelled, when the reviewer said. */
  variant_label: z.string().optional(),
  /** ISO 8601 instant of the last change */
  created_at: z.string(),
  updated_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A product's published reviews with the average and count they make up. */
export const productReviewsSchema = z.object({
  product_id: z.number().int(),
  product_title: z.string(),
  product_slug: z.string(),
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  reviews: z.array(publicReviewSchema),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** The customer's own review (any status), e.g. after posting it. */
export const ownReviewSchema = publicReviewSchema.extend({
  product_id: z.number().int().nullable(),
  status: z.enum(reviewStatuses),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** Whether the signed-in customer may review a product, and their review if they wrote one. */
export const myProductReviewSchema = z.object({
  can_review: z.boolean(),
  /** Why not, when `can_review` is false. */
  reason: z.string().nullable(),
  /** Additive (issue 31): the reason's message id, for a client that says it in its language. */
  reason_id: z.string().nullable().optional(),
  review: ownReviewSchema.nullable(),
  /** Additive (decision 0036): the product's variants the customer received, a review may name one. */
  variants_bought: z.array(z.object({ id: z.number().int(), label: z.string() })).optional(),
});
export type MyProductReview = z.infer<typeof myProductReviewSchema>;

/** A review as staff see it in moderation. */
export const adminReviewSchema = ownReviewSchema.extend({
  kind: z.enum(['shop', 'product']),
  author_email: z.string(),
  product_title: z.string().nullable(),
  product_slug: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({
  reviews: z.array(adminReviewSchema),
  total: z.number().int(),
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), hidden: z.number().int() }),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;
