import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startShopProcess, type ShopProcess } from '@oja/testing/processes/shop-process';

/**
 * Media on a CDN: a shop of its own with MEDIA_PUBLIC_URL pointing at a second origin (a small
 * static server standing for the CDN, serving the shop's MEDIA_DIR). The pages name their images
 * there and the page policy lets Chromium load them.
 */
const base = Number(process.env.E2E_PORT ?? 3100);
const cdnPort = base + 70;
const shopPort = base + 71;
const types: Record<string, string> = { '.svg': 'image/svg+xml', '.webp': 'image/webp', '.avif': 'image/avif' };

test.describe('media on a CDN (MEDIA_PUBLIC_URL)', () => {
  let dir: string;
  let cdn: http.Server;
  let shop: ShopProcess;
  const cdnRequests: string[] = [];

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-e2e-cdn-'));
    const mediaDir = path.join(dir, 'media');
    cdn = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://cdn');
      cdnRequests.push(url.pathname);
      const file = path.join(mediaDir, decodeURIComponent(url.pathname.replace(/^\/cdn-media\//, '')));
      if (!url.pathname.startsWith('/cdn-media/') || !file.startsWith(mediaDir + path.sep) || !fs.existsSync(file)) {
        return void res.writeHead(404).end();
      }
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      fs.createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => cdn.listen(cdnPort, '127.0.0.1', resolve));
    shop = await startShopProcess({
      databaseUrl: `sqlite:${path.join(dir, 'oja.sqlite')}`,
      port: shopPort,
      env: {
        SERVE_PAGES: 'true',
        SEED_DEMO_DATA: 'true',
        MEDIA_DIR: mediaDir,
        MEDIA_PUBLIC_URL: `http://127.0.0.1:${cdnPort}/cdn-media/`,
      },
    });
  });
  test.afterAll(async () => {
    await shop?.stop();
    await new Promise((resolve) => (cdn ? cdn.close(resolve) : resolve(undefined)));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('product images come from the CDN and the page policy lets them load', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && refused.push(m.text())));
    await page.goto(`${shop.baseUrl}/`);
    const image = page.locator('.product-card img').first();
    await expect(image).toHaveAttribute('src', new RegExp(`^http://127\\.0\\.0\\.1:${cdnPort}/cdn-media/demo/`));
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(cdnRequests.some((p) => p.startsWith('/cdn-media/demo/'))).toBe(true);
    expect(refused.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});
