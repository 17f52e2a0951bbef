import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '@oja/shared/catalog';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';
import { multipartBody } from '@oja/testing/app/multipart';

const { app, db, config } = await createTestApp();

let staff: { authorization: string };
let productId: number;
beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
  const category = await makeCategory(db, { slug: 'fabrics' });
  productId = (await makeProduct(db, category.id, { slug: 'aso-oke' })).id;
});

const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
};

async function upload(id: number, file: { bytes: Buffer; name: string; type: string } | null, headers = staff) {
  const body = await multipartBody('image', file);
  return app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/image`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const fileOf = (url: string) => path.join(config.mediaDir, url.replace(/^\/media\//, ''));

describe('product image upload', () => {
  it('stores 320, 640 and 1024 px WebP and AVIF variants under content-hashed names', async () => {
    const res = await upload(productId, { bytes: await photo(2000, 1500), name: 'x.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.image_url).toMatch(/^\/media\/products\/[0-9a-f]{32}-640\.webp$/);
    expect(body.images).toEqual({
      width: 1024,
      height: 768,
      webp: expect.stringMatching(/-320\.webp 320w, .*-640\.webp 640w, .*-1024\.webp 1024w$/),
      avif: expect.stringMatching(/-320\.avif 320w, .*-640\.avif 640w, .*-1024\.avif 1024w$/),
    });
    for (const entry of [...body.images.webp.split(', '), ...body.images.avif.split(', ')]) {
      const [url, w] = entry.split(' ');
      const meta = await sharp(fs.readFileSync(fileOf(url))).metadata();
      expect(meta.width).toBe(Number(w.replace('w', '')));
      expect(meta.format).toBe(url.endsWith('.avif') ? 'heif' : 'webp');
    }
    // The files are served, and the storefront's product list carries the srcset.
    expect((await app.inject(body.image_url)).statusCode).toBe(200);
    const listed = (await app.inject('/api/products/?category=fabrics')).json();
    expect(productSchema.parse(listed[0]).images).toEqual(body.images);
  });

  it('never enlarges a small picture', async () => {
    const res = await upload(productId, { bytes: await photo(500, 500, 'png'), name: 'small.png', type: 'image/png' });
    expect(res.json().images).toMatchObject({ width: 500, height: 500 });
    expect(res.json().images.webp).toMatch(/-320\.webp 320w, .*-500\.webp 500w$/);
    expect(res.json().image_url).toMatch(/-500\.webp$/);
  });

  it('judges by content: a text file named .jpg is refused, and so is a broken image', async () => {
    const before = await db
      .selectFrom('products')
      .select(['image_url', 'image_variants'])
      .where('id', '=', productId)
      .executeTakeFirst();
    const fake = await upload(productId, { bytes: Buffer.from('not an image'), name: 'x.jpg', type: 'image/jpeg' });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ code: 'invalid', detail: 'Choose a JPEG, PNG, WebP, GIF or AVIF image' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(productId, { bytes: svg, name: 'x.svg', type: 'image/svg+xml' })).statusCode).toBe(400);
    const jpeg = await photo(800, 600);
    const truncated = jpeg.subarray(0, 400);
    expect((await upload(productId, { bytes: truncated, name: 'x.jpg', type: 'image/jpeg' })).statusCode).toBe(400);
    const after = await db
      .selectFrom('products')
      .select(['image_url', 'image_variants'])
      .where('id', '=', productId)
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('limits the size to 8 MB and asks for a file when there is none', async () => {
    const huge = Buffer.alloc(8 * 1024 * 1024 + 1, 1);
    const res = await upload(productId, { bytes: huge, name: 'big.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('The image must be 8 MB or smaller');
    const none = await upload(productId, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('Choose an image to upload');
  });

  it('refuses form data that is cut off with 400 and leaves the product as it was', async () => {
    const before = await db.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirst();
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/image`,
      headers: { ...staff, 'content-type': 'multipart/form-data; boundary=cut' },
      payload: '--cut\r\nContent-Disposition: form-data; name="image"; filename="x.jpg"\r\n\r\n\xff\xd8',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid');
    expect(await db.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirst()).toEqual(before);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await upload(999999, { bytes: await photo(100, 100), name: 'x.jpg', type: 'image/jpeg' })).statusCode).toBe(
      404,
    );
  });
});
