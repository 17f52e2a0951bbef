import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reviewMessages as m } from '@oja/shared/reviews-rules';
import { myProductReviewSchema, ownReviewSchema, productReviewsSchema } from '@oja/shared/reviews';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { makeOrder, makeStockedProduct } from '@oja/testing/factories/order-factories';
import { pageLanguageHeader } from '../../i18n/index.ts';

const { app, db } = await createTestApp();

type Auth = Record<string, string>;
const post = (slug: string, payload: unknown, auth: Auth) =>
  app.inject({ method: 'POST', url: `/api/products/${slug}/reviews/`, payload: payload as object, headers: auth });
const patch = (slug: string, payload: unknown, auth: Auth) =>
  app.inject({
    method: 'PATCH',
    url: `/api/products/${slug}/reviews/mine/`,
    payload: payload as object,
    headers: auth,
  });
const good = { rating: 4, body: 'Fresh, well packed and tasty.' };

/** A customer who received `productId` in a delivered order. */
async function buyer(productId: number) {
  const customer = await makeSignedInUser(db);
  await makeOrder(db, customer.user.id, [{ productId }], { state: 'delivered' });
  return customer;
}

/** The rating columns and what the approved reviews say they must be. */
async function ratingOf(productId: number) {
  const p = await db
    .selectFrom('products')
    .select(['rating_count', 'rating_sum'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const truth = await db
    .selectFrom('reviews')
    .select([(eb) => eb.fn.countAll<number>().as('n'), sql<number>`coalesce(sum(rating), 0)`.as('total')])
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  expect({ count: p.rating_count, sum: p.rating_sum }).toEqual({ count: Number(truth.n), sum: Number(truth.total) });
  return { count: p.rating_count, sum: p.rating_sum };
}

describe('product reviews', () => {
  it('lets only a customer who received the product in a delivered order review it', async () => {
    const p = await makeStockedProduct(db);
    const other = await makeStockedProduct(db);
    expect((await post(p.slug, good, {})).statusCode).toBe(401);

    const noOrders = await makeSignedInUser(db);
    const refused = await post(p.slug, good, noOrders.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'forbidden',
      detail: m.notPurchased,
      message_id: 'review.says.not-purchased',
    });

    // Paid but not yet delivered, or delivered without this product: still no.
    const waiting = await makeSignedInUser(db);
    for (const state of ['awaiting', 'opened', 'processed', 'refunded', 'cancelled'] as const) {
      await makeOrder(db, waiting.user.id, [{ productId: p.id }], { state });
    }
    await makeOrder(db, waiting.user.id, [{ productId: other.id }], { state: 'delivered' });
    expect((await post(p.slug, good, waiting.auth)).statusCode).toBe(403);
    const mine = myProductReviewSchema.parse(
      (await app.inject({ url: `/api/products/${p.slug}/reviews/mine/`, headers: waiting.auth })).json(),
    );
    expect(mine).toEqual({
      can_review: false,
      reason: m.notPurchased,
      reason_id: 'review.says.not-purchased',
      review: null,
    });

    const received = await buyer(p.id);
    const created = await post(p.slug, good, received.auth);
    expect(created.statusCode).toBe(201);
    expect(ownReviewSchema.parse(created.json())).toMatchObject({
      product_id: p.id,
      rating: 4,
      body: good.body,
      status: 'approved',
    });
    expect(await db.selectFrom('reviews').select('id').where('product_id', '=', p.id).execute()).toHaveLength(1);
  });

  it('allows one review per customer and product, which they may edit', async () => {
    const p = await makeStockedProduct(db);
    const customer = await buyer(p.id);
    expect((await patch(p.slug, good, customer.auth)).json()).toEqual({
      code: 'not_found',
      detail: m.noReviewYet,
      message_id: 'review.says.no-review-yet',
    });
    expect((await post(p.slug, good, customer.auth)).statusCode).toBe(201);

    const again = await post(p.slug, { rating: 1, body: 'Changed my mind completely.' }, customer.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'conflict',
      detail: m.alreadyReviewed,
      message_id: 'review.says.already-reviewed',
    });

    const edited = await patch(p.slug, { rating: 2, body: '  Arrived late this time.  ' }, customer.auth);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 2, body: 'Arrived late this time.', status: 'approved' });
    expect(await ratingOf(p.id)).toEqual({ count: 1, sum: 2 });

    const mine = (await app.inject({ url: `/api/products/${p.slug}/reviews/mine/`, headers: customer.auth })).json();
    expect(mine).toMatchObject({ can_review: true, reason: null, review: { rating: 2 } });
  });

  it('keeps one review when the same customer posts twice at the same moment', async () => {
    const p = await makeStockedProduct(db);
    const customer = await buyer(p.id);
    const answers = await Promise.all([1, 2, 3].map((r) => post(p.slug, { ...good, rating: r }, customer.auth)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await ratingOf(p.id)).toMatchObject({ count: 1 });
  });

  it('shows approved reviews newest first with the exact average and count, as the catalogue does', async () => {
    const p = await makeStockedProduct(db);
    const ratings = [5, 4, 4, 2];
    for (const rating of ratings) {
      expect(
        (await post(p.slug, { rating, body: `I would give it ${rating} stars.` }, (await buyer(p.id)).auth)).statusCode,
      ).toBe(201);
    }
    const res = await app.inject(`/api/products/${p.slug}/reviews/`);
    expect(res.statusCode).toBe(200);
    const list = productReviewsSchema.parse(res.json());
    expect(list).toMatchObject({ product_id: p.id, rating: 3.8, rating_count: 4 });
    expect(list.reviews.map((r) => r.rating)).toEqual([2, 4, 4, 5]);
    expect(list.reviews[0]!.author).toMatch(/^First\d+ L\.$/);
    expect(JSON.stringify(list)).not.toMatch(/@example\.com/);

    const products = (await app.inject(`/api/products/?category=${await categoryOf(p.id)}`)).json();
    expect(products[0]).toMatchObject({ id: p.id, rating: 3.8, rating_count: 4 });
    expect(await ratingOf(p.id)).toEqual({ count: 4, sum: 15 });
  });

  it('refuses a bad rating or text with a clear 400 and changes nothing', async () => {
    const p = await makeStockedProduct(db);
    const customer = await buyer(p.id);
    const cases: [unknown, string][] = [
      [{ rating: 6, body: good.body }, m.ratingInvalid],
      [{ rating: 0, body: good.body }, m.ratingInvalid],
      [{ rating: 3.5, body: good.body }, m.ratingInvalid],
      [{ rating: '5', body: good.body }, m.ratingInvalid],
      [{ body: good.body }, m.ratingInvalid],
      [{ rating: 5, body: '   ' }, m.bodyRequired],
      [{ rating: 5 }, m.bodyRequired],
      [{ rating: 5, body: 'Too short' }, m.bodyShort],
      [{ rating: 5, body: 'x'.repeat(1001) }, m.bodyLong],
    ];
    for (const [payload, message] of cases) {
      const res = await post(p.slug, payload, customer.auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('invalid');
      expect(res.json().detail).toContain(message);
    }
    expect(await ratingOf(p.id)).toEqual({ count: 0, sum: 0 });
  });

  it('answers 404 for an unknown or hidden product', async () => {
    const hidden = await makeStockedProduct(db, { visible: 0 });
    const customer = await buyer(hidden.id);
    expect((await post(hidden.slug, good, customer.auth)).statusCode).toBe(404);
    expect((await app.inject(`/api/products/${hidden.slug}/reviews/`)).statusCode).toBe(404);
    expect((await app.inject('/api/products/no-such-thing/reviews/')).statusCode).toBe(404);
  });
});

async function categoryOf(productId: number) {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select('c.slug')
    .where('p.id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.slug;
}

describe('a review names the variant bought (decision 0036)', () => {
  it('takes a variant the customer received, shows its label as sold, and refuses another', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [
      { label: '200 g', quantity: 5 },
      { label: '1 kg', quantity: 5 },
    ]);
    const customer = await makeSignedInUser(db);
    const order = await makeOrder(db, customer.user.id, [{ productId: product.id }], { state: 'delivered' });
    await db
      .updateTable('order_items')
      .set({ variant_id: variants[1]!.id, variant_label: '1 kg' })
      .where('order_id', '=', order.id)
      .execute();

    // The review form learns which variants they received.
    const mine = await app.inject({ url: `/api/products/${product.slug}/reviews/mine/`, headers: customer.auth });
    expect(myProductReviewSchema.parse(mine.json()).variants_bought).toEqual([{ id: variants[1]!.id, label: '1 kg' }]);

    // A variant they did not receive is refused beside the field, and nothing is written.
    const refused = await post(product.slug, { ...good, variant_id: variants[0]!.id }, customer.auth);
    expect(refused.statusCode).toBe(400);
    const field = { path: 'variant_id', message_id: 'detail.review.choose-variant' };
    expect(refused.json()).toEqual({
      code: 'invalid',
      detail: 'variant_id: choose one of the options you received.',
      errors: [{ ...field, message: 'choose one of the options you received.' }],
    });
    // The web's request (issue 31): the field's message in the page's language.
    const yoruba = { ...customer.auth, [pageLanguageHeader]: 'yo' };
    const page = await post(product.slug, { ...good, variant_id: variants[0]!.id }, yoruba);
    expect(page.statusCode).toBe(400);
    expect(page.json().errors).toEqual([{ ...field, message: 'ẹ yan ọ̀kan nínú àwọn àṣàyàn tí ẹ gbà.' }]);
    expect(await db.selectFrom('reviews').select('id').where('product_id', '=', product.id).execute()).toEqual([]);

    const res = await post(product.slug, { ...good, variant_id: variants[1]!.id }, customer.auth);
    expect(res.statusCode, res.body).toBe(201);
    // The variant is renamed later: the review keeps saying what was bought.
    await db.updateTable('product_variants').set({ label: '1 kilogram' }).where('id', '=', variants[1]!.id).execute();
    const listed = productReviewsSchema.parse((await app.inject(`/api/products/${product.slug}/reviews/`)).json());
    expect(listed.reviews.map((r) => [r.author.length > 0, r.variant_label])).toEqual([[true, '1 kg']]);

    // Editing without the field keeps it; null takes it away.
    expect((await patch(product.slug, { ...good, rating: 5 }, customer.auth)).statusCode).toBe(200);
    let again = productReviewsSchema.parse((await app.inject(`/api/products/${product.slug}/reviews/`)).json());
    expect(again.reviews[0]).toMatchObject({ rating: 5, variant_label: '1 kg' });
    expect((await patch(product.slug, { ...good, variant_id: null }, customer.auth)).statusCode).toBe(200);
    again = productReviewsSchema.parse((await app.inject(`/api/products/${product.slug}/reviews/`)).json());
    expect(again.reviews[0]).not.toHaveProperty('variant_label');
  });
});
