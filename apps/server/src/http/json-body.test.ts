import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { clientLine, lagosAddress, makeStockedProduct, stockOf } from '@oja/testing/factories/order-factories';

// Issue 29: many HTTP clients send Content-Type: application/json on every call, bodiless or not.
const { app, db } = await createTestApp();

describe('an empty JSON body is no body', () => {
  it('cancels an order by DELETE with Content-Type: application/json and no body', async () => {
    const me = await makeSignedInUser(db);
    const p = await makeStockedProduct(db, { quantity: 10 });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      payload: { address: lagosAddress, items: [clientLine(p.id, 2)] },
      headers: me.auth,
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().id as number;
    for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/orders/${id}`,
        headers: { ...me.auth, 'content-type': contentType },
        payload: '',
      });
      // The first cancels; the second finds it cancelled (409), never 400 "Body cannot be empty".
      expect(res.statusCode, res.body).not.toBe(400);
    }
    expect(await stockOf(db, p.id)).toBe(10);
  });

  it('still refuses bad JSON, and a missing body where one is needed, with {detail, code}', async () => {
    const me = await makeSignedInUser(db);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      headers: { ...me.auth, 'content-type': 'application/json' },
      payload: '{"address":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
    const poisoned = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      headers: { ...me.auth, 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      headers: { ...me.auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
    expect(empty.json().detail).not.toContain('Body cannot be empty');
  });
});
