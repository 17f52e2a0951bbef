import { beforeAll, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser, makeUser } from '@oja/testing/factories/factories';
import { makeOrder } from '@oja/testing/factories/order-factories';
import { enqueueMail } from '../../mail/index.ts';

const { app, db, countStatements } = await createTestApp();

let staff: { authorization: string };
let orderId = 0;
beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
  const buyer = await makeUser(db);
  for (let c = 0; c < 4; c++) {
    const category = await makeCategory(db);
    for (let p = 0; p < 15; p++) {
      const product = await makeProduct(db, category.id, { quantity: p });
      orderId = (await makeOrder(db, buyer.id, [{ productId: product.id, quantity: 1 }])).id;
    }
  }
  for (let m = 0; m < 30; m++) await enqueueMail(db, { to: `m${m}@example.com`, subject: 'x', text: 'x' });
});

// Back-office reads must not grow with the number of rows (no N+1 queries). The session lookup
// of the staff member's request is counted too.
it.each([
  '/api/admin/dashboard/',
  '/api/admin/products/?per_page=50',
  '/api/admin/products/?q=product&low_stock=true',
  '/api/admin/categories/',
  '/api/admin/orders/?per_page=50',
  '/api/admin/mail/?per_page=50',
  '/api/all-products',
])('%s runs at most 6 SQL statements', async (url) => {
  let status = 0;
  const n = await countStatements(async () => {
    status = (await app.inject({ url, headers: staff })).statusCode;
  });
  expect(status).toBe(200);
  expect(n).toBeLessThanOrEqual(6);
});

it('one order in full runs at most 7 statements', async () => {
  let status = 0;
  const n = await countStatements(async () => {
    status = (await app.inject({ url: `/api/admin/orders/${orderId}`, headers: staff })).statusCode;
  });
  expect(status).toBe(200);
  expect(n).toBeLessThanOrEqual(7);
});
