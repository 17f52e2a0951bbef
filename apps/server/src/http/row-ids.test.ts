import { beforeAll, describe, expect, it } from 'vitest';
import { maxRowId } from '@oja/shared/ids';
import { changedTables, fingerprint } from '@oja/testing/fuzzing/db-fingerprint';
import { makeCategory, makeSignedInUser } from '@oja/testing/factories/factories';
import { lagosAddress } from '@oja/testing/factories/order-factories';
import { createTestApp } from '@oja/testing/app/test-app';

const { app, db } = await createTestApp();

let customer: Record<string, string>;
let staff: Record<string, string>;
let categoryId: number;
beforeAll(async () => {
  customer = (await makeSignedInUser(db)).auth;
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
  categoryId = (await makeCategory(db)).id;
});

/**
 * Found by the fuzz suite: ids are 32-bit INTEGER columns on PostgreSQL, and an id past 2^31 − 1
 * reached the query there, which failed with 500 ("out of range for type integer"). Every id a
 * client sends is now checked by the shared row-id schema, on both databases alike.
 */
describe('an id past the largest row id', () => {
  const big = maxRowId + 1;
  const cases = () =>
    [
      ['POST', '/api/cart/items/', customer, { product_id: big }],
      ['POST', '/api/saved/', customer, { product_id: 2 ** 53 - 1 }],
      ['POST', '/api/notifications/read/', customer, { ids: [1, big] }],
      ['POST', '/api/place-order/', customer, { address: lagosAddress, items: [{ item: { id: big }, quantity: 1 }] }],
      ['POST', '/api/orders/quote/', customer, { address: lagosAddress, items: [{ item: { id: big }, quantity: 1 }] }],
      ['POST', '/api/orders/9999999999/payments/', customer, undefined],
      ['POST', '/api/payment/9999999999/', customer, { reference: 'anything' }],
      ['DELETE', `/api/orders/${big}`, customer, undefined],
      ['GET', `/api/admin/products/?category=${big}`, staff, undefined],
      ['DELETE', `/api/admin/categories/${categoryId}?move_to=${big}`, staff, undefined],
      [
        'POST',
        '/api/admin/products/',
        staff,
        { title: 'Big', category_id: big, price_usd: '1.00', price_ngn: '1000', quantity: 1 },
      ],
      ['POST', '/api/add-product', staff, { title: 'Big', price: 1, price_naira: 1000, category: big }],
    ] as const;

  it('is refused as invalid input (400) and changes nothing, on SQLite and PostgreSQL alike', async () => {
    for (const [method, url, headers, payload] of cases()) {
      const before = await fingerprint(db);
      const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('invalid');
      expect(changedTables(before, await fingerprint(db)), `${method} ${url}`).toEqual([]);
    }
  });
});
