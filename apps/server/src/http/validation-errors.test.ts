import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeSignedInUser } from '@oja/testing/factories/factories';
import { changedTables, fingerprint } from '@oja/testing/fuzzing/db-fingerprint';
import { multipartBody } from '@oja/testing/app/multipart';

const { app, db } = await createTestApp();

describe('400 answers name the fields at fault as errors: [{ path, message }]', () => {
  it('a JSON body: one entry per field, beside the same detail and code; nothing changes', async () => {
    const before = await fingerprint(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { first_name: 'Ada', last_name: 'Obi', email: 'not an e-mail', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['detail', 'code', 'errors']);
    expect(body.code).toBe('invalid');
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'password']);
    for (const e of body.errors) expect(body.detail).toContain(`${e.path}: ${e.message}`);
    expect(changedTables(before, await fingerprint(db))).toEqual([]);
  });

  it('a nested body field inside one form of a union: the dotted path into the address', async () => {
    const { cookie } = await makeSignedInUser(db);
    const before = await fingerprint(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      headers: cookie,
      payload: {
        address: { street: '1 Marina', city: '', state: 'Lagos', country: 'NG', postal_code: '100001', phone: 'x' },
      },
    });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual(['address.city', 'address.phone']);
    expect(res.json().errors).toContainEqual({
      path: 'address.city',
      message: 'City is required',
      message_id: 'checkout.says.required',
      message_values: { field: 'city' },
    });
    expect(changedTables(before, await fingerprint(db))).toEqual([]);
  });

  it('a query string: the parameter name', async () => {
    const res = await app.inject('/api/products/?limit=-3&sort=sideways');
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['limit', 'sort']);
  });

  it('a body that is not an object at all: the empty path, the body as a whole', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: '', message: expect.any(String) }]);
  });

  it('a multipart form without its file: the file field; a refusal by the service: that field', async () => {
    const { cookie } = await makeSignedInUser(db);
    const noFile = await multipartBody('picture', null);
    const picture = await app.inject({
      method: 'POST',
      url: '/api/me/picture/',
      headers: { ...cookie, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.json().errors).toEqual([{ path: 'picture', message: picture.json().detail }]);

    const staff = await makeSignedInUser(db, { role: 'staff' });
    const category = await makeCategory(db);
    const before = await fingerprint(db);
    const product = await app.inject({
      method: 'POST',
      url: '/api/admin/products/',
      headers: staff.auth,
      payload: {
        title: 'Ogbono seeds',
        category_id: category.id,
        price_usd: '5',
        price_ngn: '4000',
        sale_price_usd: '9',
      },
    });
    expect(product.statusCode, product.body).toBe(400);
    expect(product.json().errors).toEqual([
      { path: 'sale_price_usd', message: 'a sale price must be above zero and below the regular price.' },
    ]);
    expect(changedTables(before, await fingerprint(db))).toEqual([]);
  });

  it('other refusals keep exactly { detail, code }, with the message by key beside them (additive)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products/no-such-product/' });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'detail', 'message_id', 'message_values']);
  });

  it('the OpenAPI description documents errors on the 400 answer of operations that take input', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    expect(doc.info.description).toContain('`errors`');
    const answer = doc.paths['/api/register/'].post.responses['400'];
    const schema = answer.content['application/json'].schema;
    expect(schema.properties.errors.items.required).toEqual(['path', 'message']);
    expect(doc.paths['/api/products/'].get.responses['400']).toBeDefined();
  });
});
