import { describe, expect, it } from 'vitest';
import { reviewMessages as m, reviewSays as says } from '@oja/shared/reviews-rules';
import { ownReviewSchema, publicReviewSchema } from '@oja/shared/reviews';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';

const { app, db } = await createTestApp();

type Auth = Record<string, string>;
const addReview = (payload: unknown, auth: Auth) =>
  app.inject({ method: 'POST', url: '/api/reviews/', payload: payload as object, headers: auth });
const testimonials = async () => publicReviewSchema.array().parse((await app.inject('/api/reviews/')).json());
const staff = await makeSignedInUser(db, { role: 'staff' });
const approve = (id: number) =>
  app.inject({ method: 'POST', url: `/api/admin/reviews/${id}/approve`, headers: staff.auth });

describe('shop reviews (the dashboard review form)', () => {
  it('saves a signed-in customer’s review as waiting; it appears on the home page once approved', async () => {
    expect((await addReview({ rating: 5, body: 'Lovely shop and fast delivery.' }, {})).statusCode).toBe(401);
    const customer = await makeSignedInUser(db, { first_name: 'Ngozi', last_name: 'adebayo' });
    const res = await addReview({ rating: 5, body: '  Lovely shop and fast delivery.  ' }, customer.auth);
    expect(res.statusCode).toBe(201);
    const review = ownReviewSchema.parse(res.json());
    expect(review).toMatchObject({
      product_id: null,
      rating: 5,
      body: 'Lovely shop and fast delivery.',
      status: 'pending',
    });
    expect(await testimonials()).toEqual([]);

    expect((await approve(review.id)).statusCode).toBe(200);
    expect(await testimonials()).toMatchObject([{ id: review.id, rating: 5, author: 'Ngozi A.' }]);
  });

  it('lists approved shop reviews newest first, never product reviews, waiting or hidden ones', async () => {
    const before = (await testimonials()).length;
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const c = await makeSignedInUser(db);
      ids.push(
        ownReviewSchema.parse((await addReview({ rating: n + 2, body: `Shop review number ${n}` }, c.auth)).json()).id,
      );
    }
    await approve(ids[0]!);
    await approve(ids[2]!);
    await app.inject({ method: 'POST', url: `/api/admin/reviews/${ids[2]}/hide`, headers: staff.auth });
    await approve(ids[1]!);
    const list = await testimonials();
    expect(list).toHaveLength(before + 2);
    expect(list.slice(0, 2).map((r) => r.id)).toEqual([ids[1], ids[0]]);
    expect((await app.inject('/api/reviews/?limit=1')).json()).toHaveLength(1);
  });

  it('takes one waiting review per customer at a time', async () => {
    const customer = await makeSignedInUser(db);
    const first = ownReviewSchema.parse(
      (await addReview({ rating: 4, body: 'Good prices on spices.' }, customer.auth)).json(),
    );
    const second = await addReview({ rating: 3, body: 'Another thought on the shop.' }, customer.auth);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'conflict',
      detail: m.shopReviewWaiting,
      message_id: 'review.says.shop-review-waiting',
    });
    await approve(first.id);
    expect((await addReview({ rating: 3, body: 'Another thought on the shop.' }, customer.auth)).statusCode).toBe(201);
  });

  it('refuses missing text or an invalid star value with a clear message and stores nothing', async () => {
    const customer = await makeSignedInUser(db);
    const cases: [unknown, (typeof says)[keyof typeof says]][] = [
      [{ rating: 5 }, says.bodyRequired],
      [{ rating: 5, body: '' }, says.bodyRequired],
      [{ rating: 5, body: 'short' }, says.bodyShort],
      [{ rating: 5, body: 'y'.repeat(1001) }, says.bodyLong],
      [{ rating: 7, body: 'A perfectly fine review text.' }, says.ratingInvalid],
      [{ rating: 'five', body: 'A perfectly fine review text.' }, says.ratingInvalid],
      [{ body: 'A perfectly fine review text.' }, says.ratingInvalid],
    ];
    for (const [payload, said] of cases) {
      const res = await addReview(payload, customer.auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      // The English message, and beside it its name and values in the catalogue (decision 0084).
      const named = { message_id: said.id, ...(said.values ? { message_values: said.values } : {}) };
      expect(res.json()).toEqual({
        code: 'invalid',
        detail: expect.stringContaining(said.text),
        errors: expect.arrayContaining([
          { path: expect.stringMatching(/^(rating|body)$/), message: said.text, ...named },
        ]),
      });
    }
    const stored = await db.selectFrom('reviews').select('id').where('user_id', '=', customer.user.id).execute();
    expect(stored).toEqual([]);
  });
});
