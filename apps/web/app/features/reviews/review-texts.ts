import { reviewBodyMaxLength, reviewBodyMinLength, reviewMessages } from '@oja/shared/reviews-rules';
import { sharedMessageIds, useSharedText } from '../../i18n/shared-messages';

/** The shared review rules' messages (field errors, answers, reasons) in the page's language. */
const reviewTexts = sharedMessageIds(reviewMessages, {
  bodyRequired: 'review.says.body-required',
  bodyShort: 'review.says.body-short',
  bodyLong: 'review.says.body-long',
  ratingInvalid: 'review.says.rating-invalid',
  shopReviewAdded: 'review.says.shop-review-added',
  shopReviewWaiting: 'review.says.shop-review-waiting',
  productReviewSaved: 'review.says.product-review-saved',
  productReviewUpdated: 'review.says.product-review-updated',
  notPurchased: 'review.says.not-purchased',
  alreadyReviewed: 'review.says.already-reviewed',
  noReviewYet: 'review.says.no-review-yet',
});
const limits = { min: reviewBodyMinLength, max: reviewBodyMaxLength };

export const useReviewText = () => useSharedText(reviewTexts, limits);
