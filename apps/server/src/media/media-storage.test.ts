import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from '@oja/testing/processes/api-process';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';
import { multipartBody } from '@oja/testing/app/multipart';
import { createTestApp } from '@oja/testing/app/test-app';
import { startTestS3 } from '@oja/testing/fakes/test-s3';
import { copyMedia, localMediaStorage, s3MediaStorage } from './index.ts';

/**
 * MEDIA_STORAGE=s3 against a real S3-compatible server (s3rver) that the test starts: uploads
 * land in the bucket (nothing on the local disk), /media/ streams them back with the disk's cache
 * headers, a second process sees them, and the copy command moves existing media across once.
 */
const s3 = await startTestS3();
afterAll(() => s3.close());
const { app, db, config, database } = await createTestApp(s3.env);

const photo = (width: number, height: number, g = 120) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g, b: 60 } } })
    .jpeg()
    .toBuffer();

async function upload(url: string, field: string, bytes: Buffer, headers: Record<string, string>) {
  const body = await multipartBody(field, { bytes, name: 'x.jpg', type: 'image/jpeg' });
  return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

const keyOf = (url: string) => url.replace(/^\/media\//, '');
const localFiles = () => (fs.existsSync(config.mediaDir) ? fs.readdirSync(config.mediaDir, { recursive: true }) : []);

let staff: Record<string, string>;
let productId: number;
let productSlug: string;
beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
  const product = await makeProduct(db, (await makeCategory(db)).id);
  productId = product.id;
  productSlug = product.slug;
});

describe('media in an S3-compatible bucket', () => {
  it('a product image upload stores every variant in the bucket, none on disk, and /media/ serves them', async () => {
    const res = await upload(`/api/admin/products/${productId}/image`, 'image', await photo(1200, 900), staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const urls = [...body.images.webp.split(', '), ...body.images.avif.split(', ')].map(
      (c: string) => c.split(' ')[0]!,
    );
    expect(urls).toHaveLength(6);
    const keys = await s3.keys();
    for (const url of urls) expect(keys).toContain(keyOf(url));
    expect(localFiles().filter((f) => String(f).startsWith('products'))).toEqual([]);

    const served = await app.inject(body.image_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.headers.etag).toBeTruthy();
    expect(served.headers['last-modified']).toBeTruthy();
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const again = await app.inject({
      url: body.image_url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const avif = await app.inject(urls.find((u: string) => u.endsWith('.avif'))!);
    expect(avif.headers['content-type']).toBe('image/avif');
  });

  it('answers 404 {detail, code} for a missing picture and never looks up a key outside the media', async () => {
    const missing = await app.inject('/media/products/0123456789abcdef0123456789abcdef-640.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    for (const url of ['/media/../package.json', '/media/products/%2e%2e/x.webp', '/media/a%2F..%2Fb']) {
      expect((await app.inject(url)).statusCode).toBe(404);
    }
    // A percent sign that decodes to a bad escape the second time (review N10): 404, never 500.
    for (const url of ['/media/%25zz', '/media/products/%25E0%25A4%25A.webp', '/media/products%252F..%252Fx']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('an avatar is stored in the bucket, served, and removed from it when replaced', async () => {
    const { auth } = await makeSignedInUser(db);
    const first = await upload('/api/me/picture/', 'picture', await photo(400, 300), auth);
    expect(first.statusCode).toBe(200);
    const url = first.json().profile_image_url as string;
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(await s3.keys()).toContain(keyOf(url));
    const served = await app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });

    const second = await upload('/api/me/picture/', 'picture', await photo(300, 500, 200), auth);
    expect(second.statusCode).toBe(200);
    const keys = await s3.keys();
    expect(keys).toContain(keyOf(second.json().profile_image_url as string));
    expect(keys).not.toContain(keyOf(url));
  });

  it('a second server process on the same database and bucket serves the media the first stored', async () => {
    const res = await upload(`/api/admin/products/${productId}/image`, 'image', await photo(700, 700), staff);
    const imageUrl = res.json().image_url as string;
    // A media directory of its own: only the bucket is shared.
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-other-media-'));
    const other = await startApiProcess(database.url, { ...s3.env, MEDIA_DIR: otherDir });
    try {
      const served = await fetch(`${other.baseUrl}${imageUrl}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals((await app.inject(imageUrl)).rawPayload)).toBe(true);
      const product = (await (await fetch(`${other.baseUrl}/api/products/${productSlug}/`)).json()) as {
        image_url: string;
      };
      expect(product.image_url).toBe(imageUrl);
    } finally {
      await other.stop();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('with MEDIA_PUBLIC_URL the answers point at it (a CDN in front of the bucket)', async () => {
    const cdn = await createTestApp({ ...s3.env, MEDIA_PUBLIC_URL: 'https://cdn.example.com/media' });
    const admin = (await makeSignedInUser(cdn.db, { role: 'staff' })).auth;
    const id = (await makeProduct(cdn.db, (await makeCategory(cdn.db)).id)).id;
    const body = await multipartBody('image', { bytes: await photo(500, 400), name: 'x.jpg', type: 'image/jpeg' });
    const res = await cdn.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/image`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.json().image_url).toMatch(/^https:\/\/cdn\.example\.com\/media\/products\/[0-9a-f]{32}-500\.webp$/);
    expect(await s3.keys()).toContain(res.json().image_url.replace('https://cdn.example.com/media/', ''));
  });
});

describe('copying existing media into the bucket', () => {
  it('copies what is missing, skips what is there, resumes after an interruption, and reports counts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-copy-'));
    try {
      const local = localMediaStorage(dir);
      for (let i = 0; i < 5; i++) await local.put(`legacy/pic-${i}.webp`, Buffer.from(`picture ${i}`));
      await local.put('icons/leaf.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
      fs.writeFileSync(path.join(dir, 'legacy', 'half.webp.123.abc.tmp'), 'partial upload');
      const bucket = s3MediaStorage(s3.settings, s3.client);

      const first = await copyMedia(local, bucket);
      expect(first).toMatchObject({ copied: 6, skipped: 0, failed: [] });
      const svg = await bucket.get('icons/leaf.svg');
      expect(svg?.contentType).toBe('image/svg+xml');
      svg?.body.destroy();
      expect(await s3.keys()).not.toContain('legacy/half.webp.123.abc.tmp');

      expect(await copyMedia(local, bucket)).toMatchObject({ copied: 0, skipped: 6, failed: [] });
      // As if the first run had stopped before these two.
      await bucket.delete('legacy/pic-3.webp');
      await bucket.delete('legacy/pic-4.webp');
      expect(await copyMedia(local, bucket)).toMatchObject({ copied: 2, skipped: 4, failed: [] });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('npm run media:copy does it from the command line and prints the counts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-copy-cli-'));
    try {
      await localMediaStorage(dir).put('cli/one.webp', Buffer.from('one'));
      await localMediaStorage(dir).put('cli/two.webp', Buffer.from('two'));
      const script = fileURLToPath(new URL('./copy-cli.ts', import.meta.url));
      const run = () =>
        new Promise<{ code: number | null; out: string }>((resolve) => {
          const child = spawn(process.execPath, ['--no-warnings', '--import', 'tsx', script], {
            env: { ...process.env, ...s3.env, MEDIA_DIR: dir, NODE_ENV: 'test' },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let out = '';
          child.stdout.on('data', (c: Buffer) => (out += c.toString()));
          child.stderr.on('data', (c: Buffer) => (out += c.toString()));
          child.on('exit', (code) => resolve({ code, out }));
        });
      const first = await run();
      expect(first.code).toBe(0);
      expect(first.out).toMatch(/media:copy: 2 copied \(0\.0 MiB\), 0 already there, 0 failed/);
      const second = await run();
      expect(second.out).toMatch(/media:copy: 0 copied \(0\.0 MiB\), 2 already there, 0 failed/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
