import { expect, it } from 'vitest';
import { readOperations, urlOf } from '@oja/testing/fuzzing/openapi-operations';
import { makeShopWorld } from '@oja/testing/factories/shop-world';
import { createTestApp } from '@oja/testing/app/test-app';

const { app, db } = await createTestApp({ RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1' });
const operations = await readOperations(app);
const world = await makeShopWorld(app, db);

/** Only the locale's answer chose a policy of its own: it depends on the currency cookie, not the session. */
const ownPolicy: Record<string, string> = { 'GET /api/locale/': 'private, no-cache' };

/** A value for each path parameter that names one of A's resources where it can. */
function paramsFor(path: string): Record<string, string> {
  const values: Record<string, string> = {
    id: String(world.orders.payable.id),
    orderId: String(world.orders.payable.id),
    productId: String(world.product.id),
    slug: world.product.slug,
    reference: world.payment.reference,
  };
  const params: Record<string, string> = {};
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) params[name!] = values[name!] ?? '1';
  return params;
}

it('answers every read of the API with Cache-Control: no-store, for the customer (cookie or bearer) and staff', async () => {
  const reads = operations.filter((o) => o.method === 'GET');
  expect(reads.length).toBeGreaterThan(20);
  const missing: string[] = [];
  for (const op of reads) {
    for (const headers of [world.a.auth, world.a.cookie, world.staff.auth]) {
      const res = await app.inject({ method: 'GET', url: urlOf(op.path, paramsFor(op.path)), headers });
      const expected = ownPolicy[op.key] ?? 'no-store';
      if (res.headers['cache-control'] !== expected)
        missing.push(`${op.key} (${res.statusCode}): ${res.headers['cache-control']}`);
    }
  }
  expect(missing).toEqual([]);
});

it('answers sign-in, writes and errors with no-store too', async () => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: world.b.user.email, password: world.b.user.password },
  });
  expect(login.statusCode).toBe(200);
  expect(login.headers['cache-control']).toBe('no-store');
  const cart = await app.inject({
    method: 'POST',
    url: '/api/cart/items/',
    payload: { product_id: world.product.id },
    headers: world.b.auth,
  });
  expect(cart.statusCode).toBeLessThan(300);
  expect(cart.headers['cache-control']).toBe('no-store');
  for (const url of ['/api/orders/', '/api/no-such-thing/']) {
    const res = await app.inject({ url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['cache-control']).toBe('no-store');
  }
});
