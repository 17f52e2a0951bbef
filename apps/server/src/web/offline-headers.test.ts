import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../build-app.ts';
import { loadConfig } from '../config.ts';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';
import { testPasswordHashing } from '@oja/testing/app/test-app';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { createHash } from 'node:crypto';
import { offlinePagePolicy, offlineScriptHash, pageCacheHeader } from './offline-headers.ts';

/**
 * What the server tells the shop's service worker and the browser about offline use: which pages
 * may be kept (rendered for nobody signed in), the worker script's own headers, the offline page's
 * policy, the page policy that lets the worker and the manifest load; and the data saver's images.
 * Needs the web build (`npm run build`), like the other production-pages tests.
 */
const variants = JSON.stringify({ base: '/media/products/abc123', widths: [320, 640], width: 640, height: 480 });

let app: Awaited<ReturnType<typeof buildApp>>;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let mediaDir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-media-'));
  const config = loadConfig({ NODE_ENV: 'test', MEDIA_DIR: mediaDir, LOG_LEVEL: 'silent', ...testPasswordHashing });
  app = await buildApp({ config, database: db, logger: false, pages: 'production' });
  const category = await makeCategory(db.db, { slug: 'spices', title: 'Spices' });
  await makeProduct(db.db, category.id, {
    slug: 'uploaded-pepper',
    image_url: '/media/products/abc123-640.webp',
    image_variants: variants,
  });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('pages the service worker may keep', () => {
  it('marks a page and its data rendered for nobody signed in', async () => {
    for (const url of ['/categories', '/categories/spices', '/categories/spices.data']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers[pageCacheHeader], url).toBe('public');
      // Still never kept by the HTTP cache or a proxy.
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('never marks a page rendered for a signed-in customer, a form post or an error page', async () => {
    const customer = await makeSignedInUser(db.db);
    const signedIn = await app.inject({ url: '/categories/spices', headers: customer.cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers[pageCacheHeader]).toBeUndefined();
    const bearer = await app.inject({ url: '/categories/spices', headers: customer.auth });
    expect(bearer.headers[pageCacheHeader]).toBeUndefined();
    const missing = await app.inject('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers[pageCacheHeader]).toBeUndefined();
    const post = await app.inject({
      method: 'POST',
      url: '/currency',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
      payload: 'currency=USD',
    });
    expect(post.headers[pageCacheHeader]).toBeUndefined();
    const api = await app.inject('/api/categories/');
    expect(api.headers[pageCacheHeader]).toBeUndefined();
  });
});

describe('the worker, the offline page and the manifest', () => {
  it('serves sw.js uncached, with a policy that lets it fetch from the shop only', async () => {
    const res = await app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; script-src 'self'; connect-src 'self'");
    expect(res.body).toContain('/offline.html');
  });

  it('serves the offline page with a policy for its inline styles, and the manifest with its icons', async () => {
    const offline = await app.inject('/offline.html');
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['content-security-policy']).toBe(offlinePagePolicy);
    // Its one inline script (the language choice) runs: the policy names that script's hash.
    const scripts = [...offline.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(`sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}`).toBe(offlineScriptHash);
    expect(offlinePagePolicy).toContain(`script-src '${offlineScriptHash}'`);
    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    const icons = (JSON.parse(manifest.body) as { icons: { src: string }[] }).icons;
    for (const icon of icons) expect((await app.inject(icon.src)).statusCode, icon.src).toBe(200);
  });

  it("lets pages register the worker and load the manifest (the page's policy)", async () => {
    const res = await app.inject('/categories/spices');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(res.body).toContain('rel="manifest" href="/manifest.webmanifest"');
  });
});

describe('data saver', () => {
  it('offers only the narrowest image file with Save-Data: on or the cookie, all of them otherwise', async () => {
    // The image URLs the page's elements ask for (the page's data, also in the HTML, keeps them all).
    const imageUrls = (html: string) =>
      [...html.matchAll(/<(?:img|source)\b[^>]*?\b(?:src|srcSet)="([^"]+)"/g)].map((m) => m[1]).join(' ');
    const all = await app.inject('/categories/spices');
    expect(imageUrls(all.body)).toContain('/media/products/abc123-320.webp 320w, /media/products/abc123-640.webp 640w');
    for (const headers of [{ 'save-data': 'on' }, { cookie: 'oja_data_saver=on' }]) {
      const saver = await app.inject({ url: '/categories/spices', headers });
      expect(saver.body).toContain('srcSet="/media/products/abc123-320.webp 320w"');
      expect(imageUrls(saver.body)).toContain('abc123-320.webp');
      expect(imageUrls(saver.body)).not.toContain('abc123-640');
    }
    // The menu's "off" outranks the browser's header.
    const off = await app.inject({
      url: '/categories/spices',
      headers: { 'save-data': 'on', cookie: 'oja_data_saver=off' },
    });
    expect(imageUrls(off.body)).toContain('abc123-640.webp 640w');
  });

  it('the menu switch keeps the choice in a cookie and goes back to the page', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/data-saver',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
      payload: 'data_saver=on&redirectTo=%2Fcategories%2Fspices',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/categories/spices');
    expect(String(res.headers['set-cookie'])).toMatch(/^oja_data_saver=on; Path=\/; Max-Age=31536000; SameSite=Lax/);
  });
});
