import { describe, expect, it } from 'vitest';
import { adminReviewListSchema, adminReviewSchema } from '@oja/shared/reviews';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { makeOrder, makeStockedProduct } from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp();

type Auth = Record<string, string>;
const staff = await makeSignedInUser(db, { role: 'staff' });
const act = (id: number, action: 'approve' | 'hide', auth: Auth = staff.auth) =>
  app.inject({ method: 'POST', url: `/api/admin/reviews/${id}/${action}`, headers: auth });
const list = async (query = '') =>
  adminReviewListSchema.parse((await app.inject({ url: `/api/admin/reviews/${query}`, headers: staff.auth })).json());

async function shopReview(rating = 4) {
  const c = await makeSignedInUser(db);
  const res = await app.inject({
    method: 'POST',
    url: '/api/reviews/',
    payload: { rating, body: 'A review of the shop itself.' },
    headers: c.auth,
  });
  return res.json().id as number;
}

async function productReview(productId: number, slug: string, rating: number) {
  const c = await makeSignedInUser(db);
  await makeOrder(db, c.user.id, [{ productId }], { state: 'delivered' });
  const res = await app.inject({
    method: 'POST',
    url: `/api/products/${slug}/reviews/`,
    payload: { rating, body: `Worth ${rating} stars to me.` },
    headers: c.auth,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const productRating = async (slug: string) => {
  const res = await app.inject(`/api/products/${slug}/reviews/?limit=1`);
  const { rating, rating_count } = res.json();
  return { rating, rating_count };
};

describe('review moderation', () => {
  it('is for staff only: 403 for visitors and customers alike (as the whole back office), nothing changed', async () => {
    const id = await shopReview();
    const customer = await makeSignedInUser(db);
    for (const auth of [{}, customer.auth]) {
      const expected = 403;
      expect((await app.inject({ url: '/api/admin/reviews/', headers: auth })).statusCode).toBe(expected);
      expect((await act(id, 'approve', auth)).statusCode).toBe(expected);
      expect((await act(id, 'hide', auth)).statusCode).toBe(expected);
    }
    const row = await db.selectFrom('reviews').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('lists waiting reviews first, filters by status and kind, and counts each status', async () => {
    const p = await makeStockedProduct(db);
    const before = await list(); // other tests of this file may have added reviews
    const older = await shopReview();
    const published = await productReview(p.id, p.slug, 5);
    const newer = await shopReview();
    const all = await list();
    expect(all.reviews.slice(0, 2).map((r) => r.id)).toEqual([newer, older]);
    expect(all.reviews.findIndex((r) => r.id === published)).toBeGreaterThan(1);
    expect(all.counts).toEqual({
      pending: before.counts.pending + 2,
      approved: before.counts.approved + 1,
      hidden: before.counts.hidden,
    });
    expect(all.total).toBe(before.total + 3);

    const shopOnly = await list('?kind=shop&status=pending');
    expect(shopOnly.reviews.every((r) => r.kind === 'shop' && r.status === 'pending')).toBe(true);
    expect(shopOnly.reviews.map((r) => r.id)).toEqual(expect.arrayContaining([older, newer]));
    const products = await list(`?kind=product&status=approved&limit=1`);
    expect(products.reviews).toMatchObject([
      { id: published, kind: 'product', product_title: p.title, product_slug: p.slug },
    ]);
    expect(products.reviews[0]!.author_email).toMatch(/@example\.com$/);
    expect((await app.inject({ url: '/api/admin/reviews/?status=deleted', headers: staff.auth })).statusCode).toBe(400);
  });

  it('approves and hides, keeping the product rating equal to its approved reviews', async () => {
    const p = await makeStockedProduct(db);
    const five = await productReview(p.id, p.slug, 5);
    const two = await productReview(p.id, p.slug, 2);
    expect(await productRating(p.slug)).toEqual({ rating: 3.5, rating_count: 2 });

    const hidden = await act(two, 'hide');
    expect(hidden.statusCode).toBe(200);
    expect(adminReviewSchema.parse(hidden.json())).toMatchObject({ id: two, status: 'hidden' });
    expect(await productRating(p.slug)).toEqual({ rating: 5, rating_count: 1 });
    expect(
      (await app.inject(`/api/products/${p.slug}/reviews/`)).json().reviews.map((r: { id: number }) => r.id),
    ).toEqual([five]);

    await act(two, 'hide'); // again: nothing more changes
    await act(five, 'hide');
    expect(await productRating(p.slug)).toEqual({ rating: null, rating_count: 0 });
    await act(two, 'approve');
    await act(five, 'approve');
    expect(await productRating(p.slug)).toEqual({ rating: 3.5, rating_count: 2 });
    expect((await act(999_999, 'approve')).statusCode).toBe(404);
  });

  it('counts exactly when many reviews of one product are approved at the same moment', async () => {
    const p = await makeStockedProduct(db);
    const ids = [];
    for (const rating of [1, 2, 3, 4, 5, 5, 4, 3]) ids.push(await productReview(p.id, p.slug, rating));
    await Promise.all(ids.map((id) => act(id, 'hide')));
    expect(await productRating(p.slug)).toEqual({ rating: null, rating_count: 0 });
    await Promise.all(ids.map((id) => act(id, 'approve')));
    expect(await productRating(p.slug)).toEqual({ rating: 3.4, rating_count: 8 });
    const row = await db.selectFrom('products').select('rating_sum').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.rating_sum).toBe(27);
  });
});
