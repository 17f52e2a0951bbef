import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../build-app.ts';
import { loadConfig } from '../config.ts';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';
import { testPasswordHashing } from '@oja/testing/app/test-app';
import { createTestDatabase } from '@oja/testing/databases/test-database';

/**
 * The server-rendered pages with MEDIA_PUBLIC_URL set: their images come from it (the `<img>`,
 * the `srcset` of uploaded images, category icons), and the page policy lets the browser load
 * them. Without it, the same pages keep `/media/` and a policy of images from the shop only.
 */
const cdn = 'https://cdn.oja.example/shop-media';
const variants = JSON.stringify({ base: '/media/products/abc123', widths: [320, 640], width: 640, height: 480 });

async function pagesApp(env: Record<string, string>) {
  const database = await createTestDatabase();
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-media-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    MEDIA_DIR: mediaDir,
    LOG_LEVEL: 'silent',
    ...testPasswordHashing,
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, pages: 'production' });
  const category = await makeCategory(database.db, { slug: 'spices', title: 'Spices' });
  await database.db
    .updateTable('categories')
    .set({ icon: '/media/icons/spices.webp' })
    .where('id', '=', category.id)
    .execute();
  await makeProduct(database.db, category.id, {
    slug: 'uploaded-pepper',
    image_url: '/media/products/abc123-640.webp',
    image_variants: variants,
  });
  return {
    app,
    db: database.db,
    categoryId: category.id,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

let withCdn: Awaited<ReturnType<typeof pagesApp>>;
let without: Awaited<ReturnType<typeof pagesApp>>;
beforeAll(async () => {
  withCdn = await pagesApp({ MEDIA_PUBLIC_URL: cdn });
  without = await pagesApp({});
});
afterAll(async () => {
  await withCdn?.close();
  await without?.close();
});

const imgPolicy = (csp: unknown) =>
  String(csp)
    .split('; ')
    .find((d) => d.startsWith('img-src'));

describe('pages with MEDIA_PUBLIC_URL', () => {
  it('show product images, their srcset and category icons from it, and allow its origin in img-src', async () => {
    const res = await withCdn.app.inject('/categories/spices');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`src="${cdn}/products/abc123-640.webp"`);
    expect(html).toContain(`srcSet="${cdn}/products/abc123-320.avif 320w, ${cdn}/products/abc123-640.avif 640w"`);
    expect(html).toContain(`srcSet="${cdn}/products/abc123-320.webp 320w, ${cdn}/products/abc123-640.webp 640w"`);
    expect(html).toContain(`${cdn}/icons/spices.webp`);
    expect(html).not.toMatch(/(src|srcSet)="\/media\//);
    expect(imgPolicy(res.headers['content-security-policy'])).toBe(
      "img-src 'self' data: blob: https://cdn.oja.example",
    );
    const product = await withCdn.app.inject('/products/uploaded-pepper');
    expect(product.body).toContain(`src="${cdn}/products/abc123-640.webp"`);
  });

  it('without it: /media/ paths and images from the shop only, as before', async () => {
    const res = await without.app.inject('/categories/spices');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('src="/media/products/abc123-640.webp"');
    expect(res.body).toContain('srcSet="/media/products/abc123-320.avif 320w, /media/products/abc123-640.avif 640w"');
    expect(res.body).not.toContain(cdn);
    expect(imgPolicy(res.headers['content-security-policy'])).toBe("img-src 'self' data: blob:");
  });

  it('the back office saves a category whose icon field shows the URL on it, keeping the /media/ path', async () => {
    const staff = await makeSignedInUser(withCdn.db, { role: 'staff' });
    const edit = (icon: string) =>
      withCdn.app.inject({
        method: 'POST',
        url: `/admin/categories/${withCdn.categoryId}`,
        headers: {
          ...staff.cookie,
          origin: 'http://localhost:80',
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ intent: 'edit', title: 'Spices', slug: 'spices', icon }).toString(),
      });
    const iconOf = async () =>
      (
        await withCdn.db
          .selectFrom('categories')
          .select('icon')
          .where('id', '=', withCdn.categoryId)
          .executeTakeFirstOrThrow()
      ).icon;
    const saved = await edit(`${cdn}/icons/spices.webp`);
    expect(saved.body).toContain('The category has been saved.');
    expect(await iconOf()).toBe('/media/icons/spices.webp');
    const refused = await edit('https://elsewhere.example/icons/spices.webp');
    expect(refused.body).toContain('Use a path on this shop');
    expect(await iconOf()).toBe('/media/icons/spices.webp');
  });
});
