import { describe, expect, it } from 'vitest';
import { reviewSays } from '@oja/shared/reviews-rules';
import { fakeApi, formRequest, ok, refused } from '../../lib/fake-api.test-support';
import { submitReview, type ReviewTarget } from './review-form.server';

const productReview: ReviewTarget = {
  method: 'POST',
  path: '/api/products/ofada-rice/reviews/',
  message: reviewSays.productReviewSaved,
};
const body = 'Clean grains, cooked well.';
const review = { id: 1, rating: 4, body };

describe('submitReview', () => {
  it('sends the review with its rating as a number and the variant bought', async () => {
    const { context, calls } = fakeApi({ 'POST /api/products/ofada-rice/reviews/': ok(review) });
    const answer = await submitReview(
      formRequest({ rating: '4', body: `  ${body} `, variant_id: '11' }),
      context,
      productReview,
    );
    expect(answer.data).toEqual({ ok: true, message: reviewSays.productReviewSaved, review });
    expect(calls[0]?.body).toEqual({ rating: 4, body, variant_id: 11 });
  });

  it('an empty variant says none was bought; a form without the field sends no variant', async () => {
    const { context, calls } = fakeApi({
      'POST /api/products/ofada-rice/reviews/': ok(review),
      'PATCH /api/products/ofada-rice/reviews/mine/': ok(review),
    });
    await submitReview(formRequest({ rating: '5', body, variant_id: '' }), context, productReview);
    await submitReview(formRequest({ rating: '5', body }), context, {
      method: 'PATCH',
      path: '/api/products/ofada-rice/reviews/mine/',
      message: reviewSays.productReviewUpdated,
    });
    expect(calls.map((c) => c.body)).toEqual([
      { rating: 5, body, variant_id: null },
      { rating: 5, body },
    ]);
  });

  it('puts problems beside the rating and the text, keeps what was typed, and asks nothing', async () => {
    const { context, calls } = fakeApi({});
    const answer = await submitReview(formRequest({ rating: '', body: 'Nice' }), context, productReview);
    expect(answer).toMatchObject({
      data: {
        ok: false,
        // By key (decision 0084): the page says them in its language.
        errors: { rating: reviewSays.ratingInvalid, body: reviewSays.bodyShort },
        values: { rating: '', body: 'Nice' },
      },
      init: { status: 400 },
    });
    expect(calls).toEqual([]);
  });

  it('a variant that is not a number is the form’s problem', async () => {
    const { context } = fakeApi({});
    const answer = await submitReview(formRequest({ rating: '4', body, variant_id: 'large' }), context, productReview);
    expect(answer.data).toMatchObject({ ok: false, errors: { form: expect.any(String) } });
  });

  it('the API’s refusal (not a purchaser, already reviewed) is the form’s message', async () => {
    const { context } = fakeApi({
      'POST /api/products/ofada-rice/reviews/': refused(
        403,
        'Only customers who bought this product can review it.',
        'forbidden',
      ),
    });
    const answer = await submitReview(formRequest({ rating: '4', body }), context, productReview);
    expect(answer).toMatchObject({
      data: { ok: false, errors: { form: 'Only customers who bought this product can review it.' } },
      init: { status: 403 },
    });
  });

  it('a field error and a refusal with a message id come back by key, their English beside', async () => {
    const { context } = fakeApi({
      'POST /api/products/ofada-rice/reviews/': ok(review),
      'PATCH /api/products/ofada-rice/reviews/mine/': {
        ok: false,
        status: 409,
        error: { detail: reviewSays.alreadyReviewed.text, code: 'conflict', message_id: reviewSays.alreadyReviewed.id },
        setCookies: [],
      },
    });
    const answer = await submitReview(formRequest({ rating: '4', body }), context, {
      method: 'PATCH',
      path: '/api/products/ofada-rice/reviews/mine/',
      message: reviewSays.productReviewUpdated,
    });
    expect(answer.data).toMatchObject({ ok: false, errors: { form: reviewSays.alreadyReviewed } });
  });
});
