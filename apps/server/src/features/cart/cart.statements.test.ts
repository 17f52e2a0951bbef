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
// signed-in customer's request is counted too.
it.each([
  { who: 'a guest', headers: () => guest, lines: 12 },
  { who: 'a customer with a bearer token', headers: () => customer.auth, lines: 12 },
  { who: 'a customer with the session cookie', headers: () => customer.cookie, lines: 12 },
  { who: 'a visitor without a cart', headers: () => ({}), lines: 0 },
])('GET /api/cart/ for $who runs at most 3 SQL statements', async ({ headers, lines }) => {
  let items = -1;
  const n = await countStatements(async () => {
    const res = await app.inject({ url: '/api/cart/', headers: headers() });
    expect(res.statusCode).toBe(200);
    items = res.json().items.length;
  });
  expect(items).toBe(lines);
  expect(n).toBeLessThanOrEqual(3);
});
