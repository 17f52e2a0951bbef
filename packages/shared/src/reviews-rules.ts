/**
 * Review rules and messages without zod, so the review forms can check input in the browser with
 * the same limits and words as the API (`reviews.ts` builds the schemas from these values).
 */
import { said, textsOf, type SharedMessage } from './said.ts';

export const reviewBodyMinLength = 10;
export const reviewBodyMaxLength = 1000;
export const ratingChoices = [5, 4, 3, 2, 1] as const;

/** The review rules' messages by key: the forms say the id, the API the English text. */
export const reviewSays = {
  bodyRequired: said('review.says.body-required', 'Please write your review'),
  bodyShort: said('review.says.body-short', `Please write at least ${reviewBodyMinLength} characters`, {
    min: reviewBodyMinLength,
  }),
  bodyLong: said('review.says.body-long', `Please keep your review under ${reviewBodyMaxLength} characters`, {
    max: reviewBodyMaxLength,
  }),
  ratingInvalid: said('review.says.rating-invalid', 'Choose a rating from 5 to 1 stars'),
  shopReviewAdded: said(
    'review.says.shop-review-added',
    'Thank you! Your review will appear on our home page once it has been checked.',
  ),
  shopReviewWaiting: said(
    'review.says.shop-review-waiting',
    'Your earlier review is still waiting to be checked. You can add another one once it has been published.',
  ),
  productReviewSaved: said('review.says.product-review-saved', 'Thank you! Your review has been published.'),
  productReviewUpdated: said('review.says.product-review-updated', 'Your review has been updated.'),
  notPurchased: said(
    'review.says.not-purchased',
    'Only customers who received this product in a delivered order can review it.',
  ),
  alreadyReviewed: said(
    'review.says.already-reviewed',
    'You have already reviewed this product. Edit your review instead.',
  ),
  noReviewYet: said('review.says.no-review-yet', 'You have not reviewed this product yet.'),
};

/** The same in English, key → text. */
export const reviewMessages = textsOf(reviewSays);

export type RatingValue = 1 | 2 | 3 | 4 | 5;

export const isRating = (value: number): value is RatingValue => Number.isInteger(value) && value >= 1 && value <= 5;

/** The first problem with a review's text, or null: for forms before they post. */
export function reviewBodyProblem(text: string): SharedMessage | null {
  const trimmed = text.trim();
  if (trimmed === '') return reviewSays.bodyRequired;
  if (trimmed.length < reviewBodyMinLength) return reviewSays.bodyShort;
  if (trimmed.length > reviewBodyMaxLength) return reviewSays.bodyLong;
  return null;
}

/** The average star rating to one decimal, or null without ratings (products, review lists). */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
