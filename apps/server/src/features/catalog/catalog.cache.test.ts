import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/connection.ts';
import { createTestApp, testPasswordHashing } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct } from '@oja/testing/factories/factories';
import { createCatalogCache, entryOverheadBytes, sharedReads, type CachedAnswer } from './catalog.cache.ts';

const { app, db, database, countStatements } = await createTestApp();
// Another connection to the same database stands for another server process or a command-line tool.
const other = openDatabase(
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, ...testPasswordHashing }).database,
);
afterAll(() => other.destroy());

let category: { id: number; slug: string };
let product: { id: number; slug: string };
beforeAll(async () => {
  category = await makeCategory(db, { slug: 'kept-shelf', title: 'Kept shelf' });
  product = await makeProduct(db, category.id, { title: 'Kept pepper', price_usd_cents: 500 });
  await makeProduct(db, category.id, { title: 'Kept salt' });
});

const listUrl = () => `/api/products/?category=${category.slug}&limit=24`;
const titles = async (url: string) => (await app.inject(url)).json().map((p: { title: string }) => p.title);
const priceIn = async (url: string) =>
  (await app.inject(url)).json().find((p: { id: number }) => p.id === product.id)?.price;
const setProduct = (values: { price_usd_cents?: number; visible?: 0 | 1 }) =>
  other.db.updateTable('products').set(values).where('id', '=', product.id).execute();

describe('catalogue answers kept between requests', () => {
  it('answers a repeated read with one statement, the same body and the same total', async () => {
    const first = await app.inject(listUrl());
    let again: Awaited<ReturnType<typeof app.inject>> | undefined;
    const statements = await countStatements(async () => {
      again = await app.inject(listUrl());
    });
    expect(statements).toBe(1);
    expect(again!.statusCode).toBe(200);
    expect(again!.body).toBe(first.body);
    expect(again!.headers['x-total-count']).toBe('2');
    expect(again!.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('shows a change made by another connection on the very next request', async () => {
    const product2 = `/api/products/${product.slug}/`;
    await app.inject(listUrl());
    await app.inject(product2);
    await setProduct({ price_usd_cents: 725 });
    expect(await priceIn(listUrl())).toBe(7.25);
    expect((await app.inject(product2)).json().price).toBe(7.25);

    await setProduct({ visible: 0 });
    expect(await titles(listUrl())).toEqual(['Kept salt']);
    expect((await app.inject(product2)).statusCode).toBe(404);
    await setProduct({ visible: 1 });
    expect(await titles(listUrl())).toEqual(['Kept pepper', 'Kept salt']);
  });

  it('shows new and renamed categories in the category list', async () => {
    const names = async () =>
      (await app.inject('/api/categories/?include_products=false')).json().map((c: { title: string }) => c.title);
    expect(await names()).toContain('Kept shelf');
    await other.db.updateTable('categories').set({ title: 'Renamed shelf' }).where('id', '=', category.id).execute();
    await makeCategory(other.db, { title: 'Brand-new shelf' });
    const now = await names();
    expect(now).toContain('Renamed shelf');
    expect(now).toContain('Brand-new shelf');
    expect(now).not.toContain('Kept shelf');
  });

  it("keeps the old answer while another connection's change is uncommitted, and the new one after", async () => {
    await setProduct({ price_usd_cents: 500 });
    expect(await priceIn(listUrl())).toBe(5);
    await other.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ price_usd_cents: 990 }).where('id', '=', product.id).execute();
      expect(await priceIn(listUrl())).toBe(5);
    });
    expect(await priceIn(listUrl())).toBe(9.9);
  });

  it('never keeps an error: an unknown category becomes a list once it exists', async () => {
    const url = '/api/products/?category=late-shelf&limit=24';
    expect((await app.inject(url)).statusCode).toBe(404);
    await makeCategory(other.db, { slug: 'late-shelf' });
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('generation reads shared by requests arriving together', () => {
  /** A read whose answer is the number of reads begun so far, finished by hand. */
  function manualReads() {
    const finish: ((fail?: boolean) => void)[] = [];
    const read = sharedReads(() => {
      const n = finish.length + 1;
      return new Promise<number>((resolve, reject) =>
        finish.push((fail) => (fail ? reject(new Error(`read ${n} failed`)) : resolve(n))),
      );
    });
    return { read, finish, begun: () => finish.length };
  }

  it('shares a read among the requests that ask before it begins, never one that has begun', async () => {
    const { read, finish, begun } = manualReads();
    const first = read();
    const second = read();
    expect(begun()).toBe(0);
    await vi.waitFor(() => expect(begun()).toBe(1));
    const third = read();
    const fourth = read();
    finish[0]!();
    expect([await first, await second]).toEqual([1, 1]);
    await vi.waitFor(() => expect(begun()).toBe(2));
    const fifth = read();
    finish[1]!();
    expect([await third, await fourth]).toEqual([2, 2]);
    await vi.waitFor(() => expect(begun()).toBe(3));
    finish[2]!();
    expect(await fifth).toBe(3);
  });

  it('fails only the requests that shared a failed read', async () => {
    const { read, finish, begun } = manualReads();
    const first = read();
    await vi.waitFor(() => expect(begun()).toBe(1));
    const second = read();
    finish[0]!(true);
    await expect(first).rejects.toThrow('read 1 failed');
    await vi.waitFor(() => expect(begun()).toBe(2));
    finish[1]!();
    expect(await second).toBe(2);
  });
});

describe('a cache that junk cannot fill', () => {
  it('keeps no search that found nothing, nor a page past the end', async () => {
    for (const url of ['/api/products/?search=zq-no-such-thing-4711', `${listUrl()}&offset=500`]) {
      expect((await app.inject(url)).json()).toEqual([]);
      const again = await countStatements(() => app.inject(url));
      expect(again).toBeGreaterThan(1); // computed again: nothing was kept
    }
    const found = `/api/products/?search=kept`;
    await app.inject(found);
    expect(await countStatements(() => app.inject(found))).toBe(1);
  });

  /** A cache over the test database and a compute that counts its calls. */
  function counted(options: Parameters<typeof createCatalogCache>[1]) {
    const cache = createCatalogCache(db, options);
    const computed: string[] = [];
    const ask = (key: string) =>
      cache.answer(key, async (): Promise<CachedAnswer> => {
        computed.push(key);
        return { body: Buffer.from('[1]') };
      });
    return { cache, computed, ask };
  }

  it('counts the keys and each entry, not only the bodies', async () => {
    const longKey = (n: number) => `products ${'x'.repeat(1000)} ${n}`;
    const twoAnswers = 2 * (longKey(1).length + '[1]'.length + entryOverheadBytes);
    const { cache, computed, ask } = counted({ maxBytes: twoAnswers });
    for (const n of [1, 2, 3]) await ask(longKey(n));
    expect(cache.size().entries).toBe(2);
    expect(cache.size().bytes).toBe(twoAnswers);
    await ask(longKey(1)); // the oldest went first
    await ask(longKey(3));
    expect(computed).toEqual([longKey(1), longKey(2), longKey(3), longKey(1)]);
  });

  it('keeps at most maxEntries answers', async () => {
    const { cache, computed, ask } = counted({ maxEntries: 3 });
    for (const n of [1, 2, 3, 4, 5]) await ask(`product p${n}`);
    expect(cache.size().entries).toBe(3);
    await ask('product p5');
    await ask('product p1');
    expect(computed).toHaveLength(6);
  });
});
