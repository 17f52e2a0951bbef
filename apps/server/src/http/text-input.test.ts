import { describe, expect, it } from 'vitest';
import { changedTables, fingerprint } from '@oja/testing/fuzzing/db-fingerprint';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { makeStockedProduct } from '@oja/testing/factories/order-factories';
import { createTestApp } from '@oja/testing/app/test-app';
import { hasNulCharacter } from './text-input.ts';

const { app, db } = await createTestApp();

/**
 * Found by the fuzz suite: GET /api/products/%00/ answered 500 on PostgreSQL, which cannot hold
 * U+0000 in text ("invalid byte sequence for encoding UTF8: 0x00"). Any text with a NUL is now
 * refused with 400 before a route runs, on both databases.
 */
describe('text with a NUL character', () => {
  it('is refused with 400 in a path, a query or a JSON body, and changes nothing', async () => {
    const { auth } = await makeSignedInUser(db);
    const product = await makeStockedProduct(db);
    const before = await fingerprint(db);
    for (const request of [
      { method: 'GET', url: '/api/products/%00/' },
      { method: 'GET', url: `/api/products/?search=a%00b` },
      { method: 'PATCH', url: '/api/me/', payload: { first_name: 'Ada\u0000' } },
      { method: 'POST', url: '/api/reviews/', payload: { rating: 5, body: 'Lovely shop \u0000 indeed' } },
      { method: 'POST', url: '/api/cart/items/', payload: { product_id: product.id, ['note\u0000']: 1 } },
    ] as const) {
      const res = await app.inject({ ...request, headers: auth });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(res.json()).toEqual({ detail: 'Text may not contain the NUL character (\\u0000).', code: 'invalid' });
    }
    expect(changedTables(before, await fingerprint(db))).toEqual([]);
  });

  it('is found at any depth, in keys too; other control characters and raw bytes pass', () => {
    expect(hasNulCharacter({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(hasNulCharacter({ ['k\u0000']: 1 })).toBe(true);
    expect(hasNulCharacter({ a: 'tab\there, newline\n', n: 0, z: null })).toBe(false);
    expect(hasNulCharacter(Buffer.from([0, 0, 0]))).toBe(false);
  });
});
