import { data, type RouterContextProvider } from 'react-router';
import { reviewInputSchema } from '@oja/shared/reviews';
import { apiOf } from '../../lib/api.server';
import { saidOfIssue } from '@oja/shared/said-tables';
import type { SharedMessage } from '@oja/shared/said';
import { saidFieldErrorsOf } from '../../lib/field-errors';
import type { ReviewErrors, ReviewResult } from './review-checks';

/** The first message of each field, to show beside it: the schema's messages are ids. */
function fieldErrors(issues: { path: PropertyKey[]; message: string; params?: unknown }[]): ReviewErrors {
  const errors: ReviewErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] === 'rating' || issue.path[0] === 'body' ? issue.path[0] : 'form';
    errors[field] ??= saidOfIssue(issue) ?? issue.message;
  }
  return errors;
}

/** Where a review goes: a new one (of the shop or a product), or a change to one's own. */
export type ReviewTarget = { message: SharedMessage } & (
  | { method: 'POST'; path: '/api/reviews/' | `/api/products/${string}/reviews/` }
  | { method: 'PATCH'; path: `/api/products/${string}/reviews/mine/` }
);

/**
 * Checks a posted review form with the API's own schema and sends it to the API (`method` and
 * `path` say where). Field problems come back beside their fields; a refusal from the API (not a
 * purchaser, already reviewed, a review still waiting) comes back as the form's message.
 */
export async function submitReview(request: Request, context: Readonly<RouterContextProvider>, target: ReviewTarget) {
  const form = await request.formData();
  const values = { rating: String(form.get('rating') ?? ''), body: String(form.get('body') ?? '') };
  // A product's form may name the variant bought ("" says none); other forms have no such field.
  const variant = form.get('variant_id');
  const variantId = variant === null ? {} : { variant_id: variant === '' ? null : Number(variant) };
  const parsed = reviewInputSchema.safeParse({ rating: Number(values.rating), body: values.body, ...variantId });
  if (!parsed.success) {
    return data<ReviewResult>({ ok: false, errors: fieldErrors(parsed.error.issues), values }, { status: 400 });
  }
  const result = await apiOf(context).request(target.method, target.path, parsed.data);
  if (!result.ok) {
    const errors: ReviewErrors = saidFieldErrorsOf(result.error, ['rating', 'body']);
    return data<ReviewResult>({ ok: false, errors, values }, { status: result.status });
  }
  return data<ReviewResult>({ ok: true, message: target.message, review: result.data });
}
