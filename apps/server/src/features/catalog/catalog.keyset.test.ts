import { beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '@oja/testing/factories/factories';
import { createTestApp } from '@oja/testing/app/test-app';

const { app, db } = await createTestApp();

beforeAll(async () => {
  const category = await makeCategory(db, { slug: 'keyset' });
  // Titles that repeat, so that the id decides between equal titles.
  for (let i = 0; i < 60; i++) {
    await makeProduct(db, category.id, { slug: `keyset-${i}`, title: `Item ${String(i % 25).padStart(2, '0')}` });
  }
});

const page = (query: string) => app.inject(`/api/products/?category=keyset&limit=24${query}`);
const slugs = (res: { json(): unknown }) => (res.json() as { slug: string }[]).map((p) => p.slug);

describe('keyset pagination of product lists (cursor)', () => {
  it('following X-Next-Cursor gives the same pages as offset, and the last page has no cursor', async () => {
    const byOffset = [
      ...slugs(await page('&offset=0')),
      ...slugs(await page('&offset=24')),
      ...slugs(await page('&offset=48')),
    ];
    expect(byOffset).toHaveLength(60);
    const byCursor: string[] = [];
    let res = await page('');
    const cursors: string[] = [];
    for (;;) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('60');
      byCursor.push(...slugs(res));
      const next = res.headers['x-next-cursor'] as string | undefined;
      if (!next) break;
      cursors.push(next);
      res = await page(`&cursor=${next}`);
    }
    expect(cursors).toHaveLength(2);
    expect(byCursor).toEqual(byOffset);
    // The cursor decides; an offset sent with it is ignored.
    expect(slugs(await page(`&cursor=${cursors[0]}&offset=40`))).toEqual(byOffset.slice(24, 48));
  });

  it('a cursor that is not ours is refused with {detail, code}', async () => {
    for (const bad of ['nope', 'not*a*cursor', Buffer.from('{"a":1}').toString('base64url')]) {
      const res = await page(`&cursor=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid', detail: expect.stringContaining('cursor') });
    }
  });

  it('the original client paging by offset gets no cursor only when the page is not full', async () => {
    const last = await page('&offset=48');
    expect(slugs(last)).toHaveLength(12);
    expect(last.headers['x-next-cursor']).toBeUndefined();
  });
});
