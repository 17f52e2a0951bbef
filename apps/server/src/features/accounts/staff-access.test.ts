import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';

const { app, db } = await createTestApp();

interface Operation {
  tags?: string[];
}
type Paths = Record<string, Record<string, Operation>>;

/**
 * The staff endpoints, read from the API's own description: everything under /api/admin/ and
 * every operation tagged `staff`. A staff route added later is in this list without anyone
 * remembering to add it, and fails here if it is not guarded.
 */
async function staffOperations() {
  const doc = (await app.inject('/api/openapi.json')).json() as { paths: Paths };
  const ops: { method: string; path: string }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (path.startsWith('/api/admin/') || op.tags?.includes('staff'))
        ops.push({ method: method.toUpperCase(), path });
    }
  }
  return ops;
}

/** A concrete URL for a described path: every {param} becomes 1. */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '1');

let customer: Awaited<ReturnType<typeof makeSignedInUser>>;
let staff: Awaited<ReturnType<typeof makeSignedInUser>>;
let ops: Awaited<ReturnType<typeof staffOperations>>;
beforeAll(async () => {
  customer = await makeSignedInUser(db);
  staff = await makeSignedInUser(db, { role: 'staff' });
  ops = await staffOperations();
});

describe('every staff endpoint', () => {
  it('is found in the API description, the contract ones included', () => {
    const names = ops.map((o) => `${o.method} ${o.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/add-product',
        'PUT /api/order/{id}',
        'GET /api/admin/orders/',
        'POST /api/admin/orders/{id}/review',
        'POST /api/admin/orders/{id}/status',
        'GET /api/admin/dashboard/',
        'GET /api/admin/products/',
        'POST /api/admin/products/{id}/image',
        'DELETE /api/admin/categories/{id}',
        'POST /api/admin/mail/{id}/retry',
      ]),
    );
  });

  it('answers 403 to visitors and customers, whatever they send, and changes nothing', async () => {
    const productsBefore = await db.selectFrom('products').selectAll().execute();
    const refused: string[] = [];
    for (const { method, path } of ops) {
      for (const [who, headers] of [
        ['visitor', {}],
        ['customer (bearer)', customer.auth],
        ['customer (cookie)', customer.cookie],
      ] as const) {
        const res = await app.inject({
          method: method as 'GET',
          url: urlOf(path),
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { title: 'x', price: 1, status: 3 } }),
        });
        if (res.statusCode === 403 && res.json().code === 'forbidden') refused.push(`${method} ${path} ${who}`);
        else expect.soft(res.statusCode, `${method} ${path} as ${who}`).toBe(403);
      }
    }
    expect(refused).toHaveLength(ops.length * 3);
    expect(await db.selectFrom('products').selectAll().execute()).toEqual(productsBefore);
  });

  it('lets staff through (the answer is the endpoint’s own, never the guard’s)', async () => {
    for (const { method, path } of ops) {
      const res = await app.inject({
        method: method as 'GET',
        url: urlOf(path),
        headers: staff.auth,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect.soft(res.statusCode, `${method} ${path}`).not.toBe(403);
      expect.soft(res.statusCode, `${method} ${path}`).toBeLessThan(500);
    }
  });

  it('refuses a customer who asks the public product list for hidden products', async () => {
    expect(
      (await app.inject({ url: '/api/all-products?include_hidden=true', headers: customer.auth })).statusCode,
    ).toBe(403);
    expect((await app.inject('/api/all-products?include_hidden=true')).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/all-products?include_hidden=true', headers: staff.auth })).statusCode).toBe(
      200,
    );
  });
});
