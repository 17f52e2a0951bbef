// A million products (docs/performance.md, "A million products"): loads 1,000,000 generated
// products with realistic titles over 50 categories into a fresh database, then measures p50/p95
// of a category's first page and a deep page, a search with several matches, a product page and
// placing an order, uncached (the catalogue cache is emptied before every request), in process
// (app.inject) and over HTTP (fetch to the listening server), one request at a time.
//   node --import tsx bench/million.ts [--db postgres|sqlite] [--products 1000000] [--samples 60]
// Not part of `npm test`; CPU heavy (the load takes minutes): run it alone on a quiet machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/build-app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts';
import { encodeCursor } from '../apps/server/src/features/catalog/catalog.service.ts';
import { adminQuery, databaseUrlWithName } from '@oja/testing/databases/postgres-admin';
import { loadProducts } from './catalog.ts';

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    products: { type: 'string', default: '1000000' },
    samples: { type: 'string', default: '60' },
  },
});
const productCount = Number(opts.products);
const samples = Number(opts.samples);
const categoryCount = 50;
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const targets = { category: 50, deep: 50, keyset: 50, search: 100, product: 30, order: 50 } as const;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-million-'));
const name = `oja_bench_${Math.random().toString(16).slice(2, 10)}`;
const databaseUrl =
  opts.db === 'sqlite' ? `sqlite:${path.join(tmp, 'million.sqlite')}` : databaseUrlWithName(adminUrl, name);
if (opts.db !== 'sqlite') await adminQuery(adminUrl, `create database ${name}`);
const log = (...m: unknown[]) => console.log(...m);

try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(tmp, 'media'),
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
    RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1',
    RESERVE_MAX_PER_LINE: '100000',
    RESERVE_MAX_UNITS_PER_ORDER: '1000000',
    RESERVE_MAX_UNPAID_ORDERS: '10000',
    RESERVE_MAX_UNITS_PER_CUSTOMER: '1000000',
    RESERVE_MAX_UNITS_PER_ADDRESS: '10000000',
    RESERVE_MAX_SHARE_PERCENT: '100',
  });

  // --- the catalogue ------------------------------------------------------------------------
  const started = Date.now();
  const loader = openDatabase(config.database, { maintenance: true });
  await migrateToLatest(loader);
  await seedDemoData(loader.db, config.mediaDir);
  const have = await loader.db.selectFrom('categories').select('id').execute();
  const now = Date.now();
  await loader.db
    .insertInto('categories')
    .values(
      Array.from({ length: categoryCount - have.length }, (_, i) => ({
        slug: `aisle-${i + 1}`,
        title: `Aisle ${i + 1}`,
        icon: '/media/icons/spices.svg',
        position: 100 + i,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await loadProducts(loader.db, productCount, opts.db === 'sqlite' ? 1000 : 2000);
  if (loader.dialect === 'postgres') await sql`vacuum analyze`.execute(loader.db);
  else await sql`analyze`.execute(loader.db);
  await loader.destroy();
  const total = productCount + 40;
  log(
    `${total.toLocaleString('en')} products in ${categoryCount} categories loaded into ${config.database.dialect} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );

  // --- the shop, in process and listening ---------------------------------------------------
  const database = openDatabase(config.database);
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const db = database.db;
  const categories = (await db.selectFrom('categories').select(['slug', 'id']).execute()).map((c) => c);
  const perCategory = await db
    .selectFrom('products')
    .select(['category_id', sql<number>`count(*)`.as('n')])
    .groupBy('category_id')
    .execute();
  const countOf = new Map(perCategory.map((r) => [r.category_id, Number(r.n)]));
  // Orders are limited to 30 an hour per customer: enough buyers for every order placed.
  const buyers: Record<string, string>[] = [];
  for (let i = 0; i < Math.ceil((2 * (samples + 3)) / 25); i++) {
    const account = {
      first_name: 'Bench',
      last_name: 'Buyer',
      email: `bench${i}@example.com`,
      password: 'a long enough password',
    };
    const registered = await app.inject({ method: 'POST', url: '/api/register/', payload: account });
    buyers.push({ authorization: `Bearer ${String(registered.json().access)}` });
  }
  const maxId = Number(
    (
      await db
        .selectFrom('products')
        .select(sql<number>`max(id)`.as('m'))
        .executeTakeFirstOrThrow()
    ).m,
  );

  let orderNo = 0;
  // The keyset cursor of each category's last full page (what X-Next-Cursor would have given).
  const lastPageCursor = new Map<number, string>();
  for (const c of categories) {
    const before = await db
      .selectFrom('products')
      .select(['title', 'id'])
      .where('category_id', '=', c.id)
      .where('visible', '=', 1)
      .orderBy('title')
      .orderBy('id')
      .offset(Math.max(0, (countOf.get(c.id) ?? 0) - 49))
      .limit(1)
      .executeTakeFirst();
    if (before) lastPageCursor.set(c.id, encodeCursor(before));
  }

  // Uncached: a new catalogue generation before each request (the cache keeps nothing across it).
  const bust = () => sql`update catalogue_generation set value = value + 1 where id = 1`.execute(db);
  const pickCategory = (i: number) => categories[i % categories.length]!;
  const searches = ['Pepper 500g', 'Smoked Catfish', 'Shea Butter 1kg', 'Organic Garri', 'Kente Cloth 6 yards'];
  const requests = {
    category: (i: number) => ({
      url: `/api/products/?category=${pickCategory(i).slug}&currency=USD&limit=24&offset=0`,
    }),
    deep: (i: number) => {
      const c = pickCategory(i);
      const offset = Math.max(0, (countOf.get(c.id) ?? 0) - 48);
      return { url: `/api/products/?category=${c.slug}&currency=USD&limit=24&offset=${offset}` };
    },
    keyset: (i: number) => {
      const c = pickCategory(i);
      return { url: `/api/products/?category=${c.slug}&currency=USD&limit=24&cursor=${lastPageCursor.get(c.id)}` };
    },
    search: (i: number) => ({
      url: `/api/products/?search=${encodeURIComponent(searches[i % searches.length]!)}&limit=24`,
    }),
    product: (i: number) => ({ url: `/api/products/bench-${(i * 7919) % productCount}/` }),
    order: (i: number) => ({
      url: '/api/place-order/',
      method: 'POST' as const,
      headers: buyers[Math.floor(orderNo++ / 25) % buyers.length]!,
      payload: {
        address: {
          street: '12 Broad Street',
          city: 'Lagos Island',
          state: 'Lagos',
          country: 'Nigeria',
          postal_code: '101001',
          phone: '+234 803 123 4567',
        },
        items: [
          {
            item: { id: 1 + ((i * 104729) % maxId), title: 'x', image_url: '', price: 0.01, price_naira: 1 },
            quantity: 1,
            totalPrice: 0.01,
            totalNairaPrice: 1,
          },
        ],
      },
    }),
  };
  type Request = { url: string; method?: 'POST'; headers?: Record<string, string>; payload?: unknown };
  const quantile = (list: number[], q: number) =>
    [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!;

  async function measure(kind: keyof typeof requests, via: 'inject' | 'http') {
    const times: number[] = [];
    let failures = 0;
    for (let i = 0; i < samples + 3; i++) {
      const r: Request = requests[kind](i + (via === 'http' ? 1000 : 0));
      await bust();
      const t0 = performance.now();
      let status: number;
      if (via === 'inject') {
        const res = await app.inject({
          method: r.method ?? 'GET',
          url: r.url,
          headers: r.headers,
          payload: r.payload as object,
        });
        status = res.statusCode;
        if (status >= 400 && process.env.BENCH_DEBUG) log(res.body.slice(0, 300));
      } else {
        const res = await fetch(base + r.url, {
          method: r.method ?? 'GET',
          headers: { ...r.headers, ...(r.payload ? { 'content-type': 'application/json' } : {}) },
          body: r.payload ? JSON.stringify(r.payload) : undefined,
        });
        await res.arrayBuffer();
        status = res.status;
      }
      const ms = performance.now() - t0;
      // An order for a product that ran out is a fair 409; anything else is a failure.
      if (status >= 400 && !(kind === 'order' && status === 409)) {
        if (failures === 0 && process.env.BENCH_DEBUG) log(kind, via, status, r.url);
        failures++;
      }
      if (i >= 3) times.push(ms); // the first few warm the connections and statement caches
    }
    return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), failures };
  }

  log(
    `\n${samples} requests each, one at a time, uncached; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  log('what                          in process p50 / p95     over HTTP p50 / p95     target p95');
  for (const kind of Object.keys(requests) as (keyof typeof requests)[]) {
    const inProcess = await measure(kind, 'inject');
    const overHttp = await measure(kind, 'http');
    const target = targets[kind];
    const verdict = opts.db === 'sqlite' ? '' : overHttp.p95 <= target ? 'PASS' : 'MISS';
    const label = {
      category: 'category page, first',
      deep: 'deep page by offset (last)',
      keyset: 'deep page by cursor (last)',
      search: 'search, several matches',
      product: 'product page',
      order: 'place order',
    }[kind];
    const failed = inProcess.failures + overHttp.failures;
    log(
      `${label.padEnd(30)}${`${inProcess.p50.toFixed(1)} / ${inProcess.p95.toFixed(1)} ms`.padEnd(25)}${`${overHttp.p50.toFixed(1)} / ${overHttp.p95.toFixed(1)} ms`.padEnd(24)}≤ ${target} ms ${verdict}${failed ? `  (${failed} failed)` : ''}`,
    );
  }
  await app.close();
  await database.destroy();
} finally {
  if (opts.db !== 'sqlite') await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  fs.rmSync(tmp, { recursive: true, force: true });
}
