import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { sessionCookie } from '../features/accounts/index.ts';

const frontEnd = 'https://static.oja.example';
const elsewhere = 'https://evil.example';
const shop = await createTestApp({ CORS_ORIGINS: `${frontEnd},http://127.0.0.2:8080` });
const closed = await createTestApp();

const preflight = (app: typeof shop.app, origin: string, method = 'POST') =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/place-order/',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS on /api/', () => {
  it('answers a preflight from a listed origin: that origin exactly, with credentials, Authorization and Content-Type', async () => {
    const res = await preflight(shop.app, frontEnd);
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': frontEnd,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': expect.stringContaining('POST'),
      'access-control-max-age': '600',
    });
    expect(String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'content-type']),
    );
    expect(String(res.headers.vary)).toMatch(/origin/i);
  });

  it('gives any other origin no CORS headers, and is off by default', async () => {
    for (const res of [await preflight(shop.app, elsewhere), await preflight(closed.app, frontEnd)]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const plain = await closed.app.inject({ url: '/api/categories/', headers: { origin: frontEnd } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets a listed origin read answers, errors included, never with a wildcard', async () => {
    const ok = await shop.app.inject({ url: '/api/categories/', headers: { origin: frontEnd } });
    expect(ok.headers['access-control-allow-origin']).toBe(frontEnd);
    expect(String(ok.headers['access-control-expose-headers']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['Retry-After', 'X-Total-Count', 'X-Next-Cursor']),
    );
    const refused = await shop.app.inject({ url: '/api/orders/', headers: { origin: frontEnd } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(frontEnd);
    const other = await shop.app.inject({ url: '/api/categories/', headers: { origin: elsewhere } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("accepts cookie-authenticated changes from a listed origin, and still refuses other sites'", async () => {
    const me = await makeSignedInUser(shop.db);
    const cookie = `${sessionCookie}=${me.token}`;
    const send = (origin: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/saved/',
        payload: { product_id: 999_999 },
        headers: { origin, cookie, authorization: 'Bearer null', 'sec-fetch-site': 'same-site' },
      });
    // Past the cross-site check (the product does not exist: 404), versus refused before it (403).
    expect((await send(frontEnd)).statusCode).toBe(404);
    expect((await send(elsewhere)).statusCode).toBe(403);
  });
});

describe('/media/ for other origins', () => {
  it('permits cross-origin use of media only when CORS_ORIGINS is set', async () => {
    for (const { config } of [shop, closed]) {
      fs.mkdirSync(path.join(config.mediaDir, 'icons'), { recursive: true });
      fs.writeFileSync(path.join(config.mediaDir, 'icons', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    }
    const open = await shop.app.inject({ url: '/media/icons/a.svg' });
    expect(open.statusCode).toBe(200);
    expect(open.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const same = await closed.app.inject({ url: '/media/icons/a.svg' });
    expect(same.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
