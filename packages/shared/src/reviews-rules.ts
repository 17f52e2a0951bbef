/**
 * Review rules and messages without zod, so the review forms can check input in the browser with
 * the same limits and words as the API (`reviews.ts` builds the schemas from these values).
 */
export const reviewBodyMinLength = 10;
export const reviewBodyMaxLength = 1000;
export const ratingChoices = [5, 4, 3, 2, 1] as const;

export const reviewMessages = {
  bodyRequired: 'Please write your review',
  bodyShort: `Please write at least ${reviewBodyMinLength} characters`,
  bodyLong: `Please keep your review under ${reviewBodyMaxLength} characters`,
  ratingInvalid: 'Choose a rating from 5 to 1 stars',
  shopReviewAdded: 'Thank you! Your review will appear on our home page once it has been checked.',
  shopReviewWaiting:
    'Your earlier review is still waiting to be checked. You can add another one once it has been published.',
  productReviewSaved: 'Thank you! Your review has been published.',
  productReviewUpdated: 'Your review has been updated.',
  notPurchased: 'Only customers who received this product in a delivered order can review it.',
  alreadyReviewed: 'You have already reviewed this product. Edit your review instead.',
  noReviewYet: 'You have not reviewed this product yet.',
} as const;

export type RatingValue = 1 | 2 | 3 | 4 | 5;

export const isRating = (value: number): value is RatingValue => Number.isInteger(value) && value >= 1 && value <= 5;

/** The first problem with a review's text, or null: for forms before they post. */
export function reviewBodyProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return reviewMessages.bodyRequired;
  if (trimmed.length < reviewBodyMinLength) return reviewMessages.bodyShort;
  if (trimmed.length > reviewBodyMaxLength) return reviewMessages.bodyLong;
  return null;
}

/** The average star rating to one decimal, or null without ratings (products, review lists). */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
