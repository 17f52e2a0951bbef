import { beforeAll, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';
import { cartCookieName } from './cart-token.ts';

const { app, db, countStatements } = await createTestApp();

let customer: Awaited<ReturnType<typeof makeSignedInUser>>;
let guest: Record<string, string> = {};
beforeAll(async () => {
  customer = await makeSignedInUser(db);
  const category = await makeCategory(db);
  for (let i = 0; i < 12; i++) {
    const { id } = await makeProduct(db, category.id);
    for (const headers of [customer.auth, guest]) {
      const res = await app.inject({ method: 'POST', url: '/api/cart/items/', headers, payload: { product_id: id } });
      expect(res.statusCode).toBe(200);
      const token = res.cookies.find((c) => c.name === cartCookieName)?.value;
      if (token) guest = { cookie: `${cartCookieName}=${token}` };
    }
  }
});

// Cart reads must not grow with the number of lines (no N+1 queries). The session lookup of a
// signed-in customer's request is counted too, and so is the running promotions' read (one, for
// every line at once, decision 0037; none for an empty cart).
it.each([
  { who: 'a guest', headers: () => guest, lines: 12, max: 3 },
  { who: 'a customer with a bearer token', headers: () => customer.auth, lines: 12, max: 4 },
  { who: 'a customer with the session cookie', headers: () => customer.cookie, lines: 12, max: 4 },
  { who: 'a visitor without a cart', headers: () => ({}), lines: 0, max: 1 },
])('GET /api/cart/ for $who runs at most $max SQL statements', async ({ headers, lines, max }) => {
  let items = -1;
  const n = await countStatements(async () => {
    const res = await app.inject({ url: '/api/cart/', headers: headers() });
    expect(res.statusCode).toBe(200);
    items = res.json().items.length;
  });
  expect(items).toBe(lines);
  expect(n).toBeLessThanOrEqual(max);
});

// A cart write (issue 37): the cart, one conditional write that reads the product's visibility
// and stock itself (the cart's last-used time is written at most once a minute), then the cart as
// answered: its lines with the catalogue's generation, at which this process keeps the running
// promotions. It was 7 statements for an add and 8 for a +1, then 5 (6 signed in); −1 was 5 (6).
it.each([
  { who: 'a guest', headers: () => guest, max: 3 },
  { who: 'a customer with a bearer token', headers: () => customer.auth, max: 4 },
])('adding to the cart, +1 and −1 for $who run at most $max SQL statements each', async ({ headers, max }) => {
  const category = await makeCategory(db);
  const { id } = await makeProduct(db, category.id, { quantity: 50 });
  // The new product moved the catalogue's generation: the next cart answer reads the promotions once.
  expect((await app.inject({ url: '/api/cart/', headers: headers() })).statusCode).toBe(200);
  // The cart was used just now (beforeAll): its time is not written again.
  const add = await countStatements(async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/items/',
      headers: headers(),
      payload: { product_id: id },
    });
    expect(res.statusCode).toBe(200);
  });
  const plusOne = await countStatements(async () => {
    const res = await app.inject({ method: 'POST', url: `/api/cart/items/${id}/increment`, headers: headers() });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((i: { item: { id: number } }) => i.item.id === id)?.quantity).toBe(2);
  });
  const minusOne = await countStatements(async () => {
    const res = await app.inject({ method: 'POST', url: `/api/cart/items/${id}/decrement`, headers: headers() });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((i: { item: { id: number } }) => i.item.id === id)?.quantity).toBe(1);
  });
  expect(add).toBeLessThanOrEqual(max);
  expect(plusOne).toBeLessThanOrEqual(max);
  expect(minusOne).toBeLessThanOrEqual(max);
});
