import type { OwnReview } from '@oja/shared/reviews';
import { isRating, reviewBodyProblem, reviewSays } from '@oja/shared/reviews-rules';
import type { SharedMessage } from '@oja/shared/said';
import type { Said } from '../../i18n/say';

export type ReviewErrors = Partial<Record<'rating' | 'body' | 'form', Said>>;

/** A review form's answer: saved, or the problems to show beside the fields it sent. */
export type ReviewResult =
  | { ok: true; message: SharedMessage; review: OwnReview }
  | { ok: false; errors: ReviewErrors; values: { rating: string; body: string } };

/**
 * The review form's fields checked in the browser before sending (no schema library in the
 * bundle), with the same rules and words as the API, which checks again.
 */
export function checkReviewForm(form: HTMLFormElement): ReviewErrors | null {
  const fields = new FormData(form);
  const errors: ReviewErrors = {};
  if (!isRating(Number(fields.get('rating')))) errors.rating = reviewSays.ratingInvalid;
  const problem = reviewBodyProblem(String(fields.get('body') ?? ''));
  if (problem) errors.body = problem;
  return Object.keys(errors).length > 0 ? errors : null;
}
