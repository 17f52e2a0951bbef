import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCountryMmdb } from '@oja/testing/fakes/mmdb-writer';
import { createTestApp } from '@oja/testing/app/test-app';
import { countryFromAcceptLanguage } from './locale.service.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-geoip-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const geoipDb = path.join(dir, 'country.mmdb');
fs.writeFileSync(
  geoipDb,
  buildCountryMmdb({ '41.58.0.0/16': 'NG', '102.88.0.0/14': 'NG', '81.2.69.0/24': 'GB', '2c0f:f5c0::/32': 'NG' }),
);

const plain = await createTestApp();
const behindProxy = await createTestApp({ TRUST_PROXY: 'true', GEOIP_DB: geoipDb });
const customHeader = await createTestApp({ COUNTRY_HEADER: 'X-Country', TRUST_COUNTRY_HEADER: 'true' });

type Headers = Record<string, string>;
const locale = async (app = plain.app, headers: Headers = {}, remoteAddress = '127.0.0.1') => {
  const res = await app.inject({ url: '/api/locale/', headers, remoteAddress });
  expect(res.statusCode).toBe(200);
  return res.json() as { country: string; currency: string; source: string };
};

describe('GET /api/locale/ guesses the currency from the request', () => {
  it('defaults to US dollars', async () => {
    expect(await locale()).toEqual({ country: 'US', currency: 'USD', source: 'default' });
  });

  it('reads the region of the preferred language: Nigerian English, Yoruba, Hausa, Igbo → naira', async () => {
    for (const language of [
      'en-NG',
      'yo-NG',
      'ha-NG',
      'ig-NG',
      'en-ng;q=0.9, fr;q=0.5',
      'fr, yo-NG;q=0.7, en-GB;q=0.6',
    ]) {
      expect(await locale(plain.app, { 'accept-language': language }), language).toEqual({
        country: 'NG',
        currency: 'NGN',
        source: 'accept-language',
      });
    }
    expect(await locale(plain.app, { 'accept-language': 'en-GB,en;q=0.9' })).toEqual({
      country: 'GB',
      currency: 'USD',
      source: 'accept-language',
    });
    expect((await locale(plain.app, { 'accept-language': 'en' })).source).toBe('default');
  });

  it('ignores a country header nobody vouches for: any client can send one', async () => {
    expect(await locale(plain.app, { 'cf-ipcountry': 'NG' })).toEqual({
      country: 'US',
      currency: 'USD',
      source: 'default',
    });
  });

  it('believes the proxy country header behind a trusted proxy, before the language', async () => {
    expect(await locale(behindProxy.app, { 'cf-ipcountry': 'NG', 'accept-language': 'en-US' })).toEqual({
      country: 'NG',
      currency: 'NGN',
      source: 'header',
    });
    expect(await locale(behindProxy.app, { 'cf-ipcountry': 'gb' })).toMatchObject({ country: 'GB', currency: 'USD' });
    // Cloudflare's "unknown" and Tor codes fall through to the next source.
    expect((await locale(behindProxy.app, { 'cf-ipcountry': 'XX', 'accept-language': 'ig-NG' })).source).toBe(
      'accept-language',
    );
    expect(await locale(customHeader.app, { 'x-country': 'NG' })).toMatchObject({ currency: 'NGN', source: 'header' });
    expect((await locale(customHeader.app, { 'cf-ipcountry': 'NG' })).source).toBe('default');
  });

  it('looks the address up in the local GeoIP file last', async () => {
    expect(await locale(behindProxy.app, {}, '41.58.200.7')).toEqual({
      country: 'NG',
      currency: 'NGN',
      source: 'geoip',
    });
    expect(await locale(behindProxy.app, {}, '::ffff:102.89.1.1')).toMatchObject({ country: 'NG', source: 'geoip' });
    expect(await locale(behindProxy.app, {}, '2c0f:f5c0:1::9')).toMatchObject({ country: 'NG', source: 'geoip' });
    expect(await locale(behindProxy.app, {}, '81.2.69.160')).toEqual({
      country: 'GB',
      currency: 'USD',
      source: 'geoip',
    });
    expect((await locale(behindProxy.app, {}, '8.8.8.8')).source).toBe('default');
    // Behind a trusted proxy the visitor's address is the forwarded one.
    expect(await locale(behindProxy.app, { 'x-forwarded-for': '41.58.3.4' }, '10.0.0.1')).toMatchObject({
      country: 'NG',
      source: 'geoip',
    });
    // The language comes before the address.
    expect((await locale(behindProxy.app, { 'accept-language': 'en-US' }, '41.58.200.7')).source).toBe(
      'accept-language',
    );
  });

  it('lets a chosen currency (the cookie) win over every guess', async () => {
    expect(await locale(plain.app, { cookie: 'oja_currency=NGN', 'accept-language': 'en-US' })).toEqual({
      country: 'NG',
      currency: 'NGN',
      source: 'cookie',
    });
    expect(await locale(plain.app, { cookie: 'oja_currency=USD', 'accept-language': 'en-GB' })).toEqual({
      country: 'GB',
      currency: 'USD',
      source: 'cookie',
    });
    expect((await locale(plain.app, { cookie: 'oja_currency=EUR' })).source).toBe('default');
  });

  it('says the answer depends on the cookie and the language, for caches', async () => {
    const res = await plain.app.inject('/api/locale');
    expect(res.headers.vary).toBe('cookie, accept-language');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('PUT /api/locale/ keeps the choice in a cookie', () => {
  it('sets oja_currency for a year, SameSite=Lax, and answers the new locale', async () => {
    const res = await plain.app.inject({ method: 'PUT', url: '/api/locale/', payload: { currency: 'NGN' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country: 'NG', currency: 'NGN', source: 'cookie' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^oja_currency=NGN; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Secure|HttpOnly/);
  });

  it('accepts a country instead and marks the cookie Secure over HTTPS, as the session cookie', async () => {
    const secure = behindProxy;
    const https = { 'x-forwarded-proto': 'https' };
    const res = await secure.app.inject({
      method: 'PUT',
      url: '/api/locale',
      payload: { country: 'ng' },
      headers: https,
    });
    expect(res.json()).toEqual({ country: 'NG', currency: 'NGN', source: 'cookie' });
    expect(String(res.headers['set-cookie'])).toMatch(/oja_currency=NGN;.*Secure/);
    const gb = await secure.app.inject({
      method: 'PUT',
      url: '/api/locale',
      payload: { country: 'GB' },
      headers: https,
    });
    expect(gb.json()).toEqual({ country: 'GB', currency: 'USD', source: 'cookie' });
  });

  it('refuses anything else with a clear 400', async () => {
    for (const payload of [{}, { currency: 'EUR' }, { country: 'Nigeria' }]) {
      const res = await plain.app.inject({ method: 'PUT', url: '/api/locale/', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('invalid');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('GEOIP_DB', () => {
  it('stops the start with a clear message when the file cannot be read', async () => {
    const { buildApp } = await import('../../build-app.ts');
    const { loadConfig } = await import('../../config.ts');
    const config = loadConfig({ NODE_ENV: 'test', GEOIP_DB: path.join(dir, 'missing.mmdb'), MEDIA_DIR: dir });
    await expect(buildApp({ config, database: plain.database, logger: false })).rejects.toThrow(
      /GEOIP_DB: cannot read a MaxMind database at .*missing\.mmdb/,
    );
  });
});

describe('countryFromAcceptLanguage', () => {
  it('skips script subtags, numeric regions and wildcards', () => {
    expect(countryFromAcceptLanguage('zh-Hant-TW')).toBe('TW');
    expect(countryFromAcceptLanguage('es-419, *;q=0.1')).toBeNull();
    expect(countryFromAcceptLanguage('en-NG;q=0, en-US;q=0.5')).toBe('US');
    expect(countryFromAcceptLanguage(undefined)).toBeNull();
    expect(countryFromAcceptLanguage(';;;,,,')).toBeNull();
  });
});
