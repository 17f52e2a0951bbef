import { createCookie } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setFlash, takeFlash } from './flash.server';

const nextRequest = (setCookie: string, url = 'https://shop.test/') =>
  new Request(url, { headers: { cookie: setCookie.split(';')[0]! } });

describe('the flash cookie', () => {
  it('is short-lived, HttpOnly, and Secure only over HTTPS', async () => {
    const secure = await setFlash(new Request('https://shop.test/login'), 'signed-in');
    expect(secure).toMatch(/^oja_flash=/);
    expect(secure).toMatch(/Max-Age=60/);
    expect(secure).toMatch(/HttpOnly/);
    expect(secure).toMatch(/SameSite=Lax/);
    expect(secure).toMatch(/Secure/);
    expect(await setFlash(new Request('http://localhost:3000/login'), 'signed-in')).not.toMatch(/Secure/);
  });

  it('the next request takes the message once, and clears the cookie', async () => {
    const set = await setFlash(new Request('https://shop.test/login'), 'product-deleted');
    const { flash, setCookies } = await takeFlash(nextRequest(set));
    expect(flash).toEqual({ key: 'product-deleted', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(/^oja_flash=;.*Max-Age=0/);
  });

  it('each flash has its own id, so the same message twice shows twice', async () => {
    const request = new Request('https://shop.test/');
    const a = await takeFlash(nextRequest(await setFlash(request, 'saved')));
    const b = await takeFlash(nextRequest(await setFlash(request, 'saved')));
    expect(a.flash?.id).not.toBe(b.flash?.id);
  });

  it('no cookie: nothing to show and nothing to clear', async () => {
    expect(await takeFlash(new Request('https://shop.test/'))).toEqual({ flash: null, setCookies: [] });
  });

  it('a cookie naming no known message shows nothing, and is cleared', async () => {
    const cookie = createCookie('oja_flash');
    for (const value of [{ key: '<b>Free money</b>', id: 'x' }, { key: 'saved', id: 1 }, { key: 'saved' }]) {
      const forged = await cookie.serialize(value);
      const { flash, setCookies } = await takeFlash(nextRequest(forged));
      expect(flash).toBeNull();
      expect(setCookies).toHaveLength(1);
    }
    // The same cookie with a known message and an id is shown (the refusals above are not by accident).
    expect((await takeFlash(nextRequest(await cookie.serialize({ key: 'saved', id: 'x' })))).flash).toEqual({
      key: 'saved',
      id: 'x',
    });
  });
});
