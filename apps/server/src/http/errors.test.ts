import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';

const { app } = await createTestApp();

describe('API errors', () => {
  it('answers 404 JSON {detail, code} for an unknown API path, any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/no-such-thing/?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ detail: 'There is no API endpoint at /api/no-such-thing/.', code: 'not_found' });
    }
  });

  it('answers /api and /api/ themselves like any unknown API path', async () => {
    for (const url of ['/api', '/api/', '/api/products/../']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(Object.keys(res.json()).sort(), url).toEqual(['code', 'detail']);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('answers a path with a broken %-escape, or a too long path parameter, as {detail, code}', async () => {
    for (const url of ['/api/orders/%zz', '/api/admin/products/%E0%A4%A', '/api/cart/items/%/decrement?x=1']) {
      const res = await app.inject({ method: 'DELETE', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        detail: 'The address is not valid: it has a broken %-escape.',
        code: 'invalid',
      });
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    }
    // Longer than the router's parameter limit: no route matches, so the API's own "not found".
    const long = await app.inject(`/api/products/${'a'.repeat(201)}/reviews/`);
    expect(long.statusCode).toBe(404);
    expect(long.json().code).toBe('not_found');
  });

  it('answers 400 in the same shape for a malformed JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid', detail: expect.any(String) });
  });

  it('gives every response a request id, keeping a well-formed one from the caller', async () => {
    const own = await app.inject('/api/health/');
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ url: '/api/health/', headers: { 'x-request-id': 'edge-42' } });
    expect(kept.headers['x-request-id']).toBe('edge-42');
    const replaced = await app.inject({ url: '/api/health/', headers: { 'x-request-id': 'bad id<script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id<script>');
  });

  it('reports health with the database in use', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DB });
  });
});
