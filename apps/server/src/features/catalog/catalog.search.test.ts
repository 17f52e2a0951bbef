import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '@oja/shared/catalog';
import { foldSearchText } from '@oja/shared/catalog-languages';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct } from '@oja/testing/factories/factories';

// The same file runs on SQLite (FTS5 trigram) and PostgreSQL (pg_trgm): see vitest.config.ts.
const { app, db, database } = await createTestApp();

const titles = (res: { json(): unknown }) => (res.json() as { title: string }[]).map((p) => p.title).sort();
const search = (text: string, extra = '') =>
  app.inject(`/api/products/?search=${encodeURIComponent(text)}${extra ? `&${extra}` : ''}`);

beforeAll(async () => {
  const food = await makeCategory(db, { slug: 'food', title: 'Food' });
  const art = await makeCategory(db, { slug: 'art', title: 'Art' });
  for (const title of ['Palm Oil 1L', 'Groundnut oil', 'Boiled yam chips', 'Ata "rodo" pepper', 'C:\\pantry\\rice']) {
    await makeProduct(db, food.id, { title });
  }
  await makeProduct(db, food.id, { title: '100% Shea butter' });
  await makeProduct(db, food.id, { title: 'Shea_butter raw' });
  await makeProduct(db, food.id, { title: 'Soil-grown withdrawn herbs', visible: 0 });
  await makeProduct(db, art.id, { title: 'OIL painting of a market' });
  await makeProduct(db, art.id, { title: 'Bronze head' });
});

describe('GET /api/products/?search=', () => {
  it('finds visible products whose title contains the text, ignoring case, hidden ones never', async () => {
    const expected = ['Boiled yam chips', 'Groundnut oil', 'OIL painting of a market', 'Palm Oil 1L'];
    for (const text of ['oil', 'OIL', 'Oil', ' oil ']) {
      const res = await search(text);
      expect(res.statusCode, text).toBe(200);
      for (const p of res.json() as unknown[]) productSchema.parse(p);
      expect(titles(res), text).toEqual(expected);
    }
    expect(titles(await search('palm oil'))).toEqual(['Palm Oil 1L']);
    expect(titles(await search('herbs'))).toEqual([]);
  });

  it('answers one- and two-character texts correctly too (below trigram length)', async () => {
    expect(titles(await search('oI'))).toEqual([
      'Boiled yam chips',
      'Groundnut oil',
      'OIL painting of a market',
      'Palm Oil 1L',
    ]);
    expect(titles(await search('Y'))).toEqual(['Boiled yam chips', 'C:\\pantry\\rice']);
    expect(titles(await search('zq'))).toEqual([]);
  });

  it('takes every character literally: LIKE wildcards, backslashes and FTS syntax match only themselves', async () => {
    expect(titles(await search('%'))).toEqual(['100% Shea butter']);
    expect(titles(await search('0% s'))).toEqual(['100% Shea butter']);
    expect(titles(await search('_'))).toEqual(['Shea_butter raw']);
    expect(titles(await search('a_b'))).toEqual(['Shea_butter raw']);
    expect(titles(await search('\\'))).toEqual(['C:\\pantry\\rice']);
    expect(titles(await search('y\\r'))).toEqual(['C:\\pantry\\rice']);
    expect(titles(await search('"'))).toEqual(['Ata "rodo" pepper']);
    expect(titles(await search('"rodo"'))).toEqual(['Ata "rodo" pepper']);
    for (const syntax of [
      'oil OR yam',
      'oil*',
      'oi*',
      'NEAR(oil yam)',
      '-oil',
      '^palm',
      'title:oil',
      '"oil',
      '%oil%',
    ]) {
      const res = await search(syntax);
      expect(res.statusCode, syntax).toBe(200);
      expect(titles(res), syntax).toEqual([]);
    }
  });

  it('combines with category, sort, currency and paging, and reports the total', async () => {
    const res = await search('oil', 'category=food&sort=title&limit=2&offset=1');
    expect((res.json() as { title: string }[]).map((p) => p.title)).toEqual(['Groundnut oil', 'Palm Oil 1L']);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('treats an empty or blank text as no search', async () => {
    const all = await app.inject('/api/products/');
    expect(titles(await search(''))).toEqual(titles(all));
    expect(titles(await search('   '))).toEqual(titles(all));
  });

  it('refuses a text longer than 100 characters with a clear 400', async () => {
    expect((await search('a'.repeat(100))).statusCode).toBe(200);
    const res = await search('a'.repeat(101));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid',
      detail: 'search: A search can be at most 100 characters long.',
      errors: [{ path: 'search', message: 'A search can be at most 100 characters long.' }],
    });
  });

  it('follows title changes, new products and deletions (the index stays in step)', async () => {
    const cat = await makeCategory(db, { slug: 'drinks' });
    const p = await makeProduct(db, cat.id, { title: 'Zobo hibiscus drink' });
    expect(titles(await search('hibiscus'))).toEqual(['Zobo hibiscus drink']);
    await db.updateTable('products').set({ title: 'Kunu millet drink' }).where('id', '=', p.id).execute();
    expect(titles(await search('hibiscus'))).toEqual([]);
    expect(titles(await search('MILLET'))).toEqual(['Kunu millet drink']);
    await db.updateTable('products').set({ quantity: 3 }).where('id', '=', p.id).execute();
    expect(titles(await search('millet'))).toEqual(['Kunu millet drink']);
    await db.deleteFrom('products').where('id', '=', p.id).execute();
    expect(titles(await search('millet'))).toEqual([]);
  });
});

describe('visibility and the search index', () => {
  it('finds a product only while it is visible, whatever happens to its title meanwhile', async () => {
    const cat = await makeCategory(db, { slug: 'pantry' });
    const p = await makeProduct(db, cat.id, { title: 'Ofada rice 5kg', visible: 0 });
    expect(titles(await search('ofada'))).toEqual([]);
    await db.updateTable('products').set({ title: 'Ofada brown rice 5kg' }).where('id', '=', p.id).execute();
    expect(titles(await search('ofada'))).toEqual([]);
    await db.updateTable('products').set({ visible: 1 }).where('id', '=', p.id).execute();
    expect(titles(await search('OFADA'))).toEqual(['Ofada brown rice 5kg']);
    await db.updateTable('products').set({ visible: 0 }).where('id', '=', p.id).execute();
    expect(titles(await search('ofada'))).toEqual([]);
    await db.deleteFrom('products').where('id', '=', p.id).execute();
    // The search table holds exactly the visible products, with their titles.
    const visible = await db
      .selectFrom('products')
      .select(['id', 'title'])
      .where('visible', '=', 1)
      .orderBy('id')
      .execute();
    if (database.dialect === 'sqlite') {
      // FTS5 checks its index against the titles it keeps: throws if they differ.
      await sql`insert into products_search (products_search, rank) values ('integrity-check', 1)`.execute(db);
      const indexed = await sql<{ id: number; title: string }>`
        select rowid as id, title from products_search order by rowid`.execute(db);
      expect(indexed.rows).toEqual(visible);
    } else {
      const indexed = await sql<{ id: number; title: string; terms: string }>`
        select id, title, terms from products_search order by id`.execute(db);
      expect(indexed.rows).toEqual(visible.map((p) => ({ ...p, terms: foldSearchText(p.title) })));
    }
  });
});

describe('a search with many matches', () => {
  const expected = { title: [] as string[], priceAsc: [] as string[], priceDesc: [] as string[] };
  beforeAll(async () => {
    const cat = await makeCategory(db, { slug: 'bulk' });
    const now = Date.now();
    const rows = Array.from({ length: 640 }, (_, i) => ({
      category_id: cat.id,
      slug: `jollof-${i}`,
      title: `Jollof mix ${String((i * 7919) % 640).padStart(3, '0')}`,
      description: 'Bulk',
      image_url: '',
      price_usd_cents: 100 + (i % 50),
      price_ngn_kobo: 100_000 + ((i * 31) % 97) * 100,
      quantity: 1,
      visible: i % 10 === 0 ? (0 as const) : (1 as const),
      created_at: now,
      updated_at: now,
    }));
    const inserted = await db
      .insertInto('products')
      .values(rows)
      .returning(['id', 'title', 'price_usd_cents', 'visible'])
      .execute();
    const visible = inserted.filter((r) => r.visible === 1);
    expected.title = [...visible].sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id).map((r) => r.title);
    expected.priceAsc = [...visible]
      .sort((a, b) => a.price_usd_cents - b.price_usd_cents || a.id - b.id)
      .map((r) => r.title);
    expected.priceDesc = [...visible]
      .sort((a, b) => b.price_usd_cents - a.price_usd_cents || b.id - a.id)
      .map((r) => r.title);
  });

  const page = async (sort: string, n: number) => {
    const res = await search('JOLLOF MIX', `sort=${sort}&limit=24&offset=${n * 24}`);
    expect(res.headers['x-total-count']).toBe('576');
    return (res.json() as { title: string }[]).map((p) => p.title);
  };

  it('pages in title and price order exactly as sorting every match would', async () => {
    for (const n of [0, 1, 12, 23]) {
      expect(await page('title', n)).toEqual(expected.title.slice(n * 24, n * 24 + 24));
      expect(await page('price_asc', n)).toEqual(expected.priceAsc.slice(n * 24, n * 24 + 24));
      expect(await page('price_desc', n)).toEqual(expected.priceDesc.slice(n * 24, n * 24 + 24));
    }
    expect(await page('title', 24)).toEqual([]);
  });
});
