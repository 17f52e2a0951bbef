import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://shop.oja.test' });

const rename = (headers: Record<string, string>) =>
  app.inject({ method: 'PATCH', url: '/api/me/', headers, payload: { first_name: 'Changed' } });

const firstName = async (id: number) =>
  (await db.selectFrom('users').select('first_name').where('id', '=', id).executeTakeFirstOrThrow()).first_name;

describe('cross-site request refusal', () => {
  it('refuses a cookie-authenticated change from another site’s Origin, and changes nothing', async () => {
    const { user, cookie } = await makeSignedInUser(db, { first_name: 'Kept' });
    const res = await rename({ ...cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'This request came from another site and was refused.', code: 'forbidden' });
    expect(await firstName(user.id)).toBe('Kept');
    expect((await rename({ ...cookie, origin: 'null' })).statusCode).toBe(403);
  });

  it('refuses Sec-Fetch-Site: cross-site even without an Origin', async () => {
    const { cookie } = await makeSignedInUser(db);
    expect((await rename({ ...cookie, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { ...cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/me/', headers: cookie })).statusCode).toBe(200);
  });

  it('accepts the shop’s public origin, the address the request was sent to, and same-origin fetches', async () => {
    const { user, cookie } = await makeSignedInUser(db);
    expect((await rename({ ...cookie, origin: 'https://shop.oja.test' })).statusCode).toBe(200);
    expect((await rename({ ...cookie, origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })).statusCode).toBe(200);
    expect((await rename({ ...cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await rename(cookie)).statusCode).toBe(200); // no browser headers at all: a non-browser client
    expect(await firstName(user.id)).toBe('Changed');
  });

  it('lets bearer-authenticated requests through from anywhere: a browser never adds the header itself', async () => {
    const { user, auth } = await makeSignedInUser(db);
    const res = await rename({ ...auth, origin: 'https://app.partner.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(200);
    expect(await firstName(user.id)).toBe('Changed');
  });

  it('refuses a cross-site sign-in too, so no other site can sign a visitor into its own account', async () => {
    const { user } = await makeSignedInUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never refuses reading', async () => {
    const { cookie } = await makeSignedInUser(db);
    const res = await app.inject({ url: '/api/me/', headers: { ...cookie, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});
