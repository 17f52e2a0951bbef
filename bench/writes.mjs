// Writes as the shop grows (issue 37): guest add to cart, +1 on a cart line and placing an order,
// on SQLite and PostgreSQL, through real HTTP against a real server process; then the latency of
// placing an order at 0, 10,000 and 50,000 unpaid orders (the share cap reads the units they hold;
// decision 0067 keeps that a key lookup). Figures, medians and ratios against a baseline measured
// in the same run (an authenticated read, and the curve's own first point); never pass or fail.
//
//   node --import tsx bench/writes.mjs [--requests 600] [--concurrency 16] [--curve 300] [--rounds 3]
//
// PostgreSQL is used when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server the user may
// create databases on (e.g. postgres://postgres@127.0.0.1:5432/test); otherwise it is skipped.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadOrderBody, seedLoadShop, createLoadCustomer } from '@oja/testing/factories/load-shop';
import { lagosAddress, uncappedReservations } from '@oja/testing/factories/order-factories';
import { createScratchDatabase } from '@oja/testing/databases/scratch-database';

const { values: opts } = parseArgs({
  options: {
    requests: { type: 'string', default: '600' },
    concurrency: { type: 'string', default: '16' },
    curve: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
  },
});
const requests = Number(opts.requests);
const concurrency = Number(opts.concurrency);
const curveOrders = Number(opts.curve);
const rounds = Number(opts.rounds);
const unpaidPoints = [0, 10_000, 50_000];
const guests = concurrency * 4;
// The shop allows 30 orders an hour per customer: enough customers that none places more than 20.
const orderCount = rounds * requests + unpaidPoints.length * rounds * curveOrders + 100;
const customers = Math.max(40, Math.ceil(orderCount / 20));
const serveFile = path.resolve('packages/testing/src/processes/serve-api.ts');

function startServer(databaseUrl) {
  const child = spawn(process.execPath, ['--import', 'tsx', serveFile], {
    env: {
      ...process.env,
      // Caps that would refuse a load of orders from few customers are lifted, except the share
      // cap (its default 20 %): that one reads the units every unpaid order holds.
      ...uncappedReservations,
      RESERVE_MAX_SHARE_PERCENT: '20',
      // Every guest of this load comes from 127.0.0.1: the new-cart limit per address would refuse them.
      RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      DB_POOL_SIZE: '10',
      PAYMENTS_TEST_MODE: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/[\d.:]+)/.exec(out);
      if (match)
        resolve({ url: match[1], stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `total` requests from `concurrency` clients; request i is `make(i)` → { path, method, headers, body }. */
async function load(url, total, make) {
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) {
        const r = make(i);
        const t0 = performance.now();
        const res = await fetch(`${url}${r.path}`, {
          method: r.method ?? 'GET',
          headers: { 'content-type': 'application/json', ...r.headers },
          body: r.body === undefined ? undefined : JSON.stringify(r.body),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { perSecond: total / seconds, p50: pct(50), p95: pct(95), statuses: Object.fromEntries(statuses) };
}

/** A cart cookie for each guest: its first add opens the cart (as a visitor's first tap does). */
async function guestCookies(url, products) {
  const cookies = [];
  for (let g = 0; g < guests; g++) {
    const res = await fetch(`${url}/api/cart/items/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: products[0].id }),
    });
    await res.arrayBuffer();
    const cookie = /oja_cart=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
    if (!cookie) throw new Error(`no cart cookie (status ${res.status})`);
    cookies.push(cookie);
  }
  return cookies;
}

/**
 * `count` more unpaid orders, awaiting payment, of other customers from other addresses, holding
 * 1–3 lines of the same products the load orders: written straight into the database (as placed
 * orders would be, with the units they hold counted on their products: decision 0067).
 */
async function addUnpaidOrders(db, products, holders, from, count) {
  const now = Date.now();
  const held = new Map();
  for (let start = from; start < from + count; start += 500) {
    const n = Math.min(500, from + count - start);
    const orders = await db
      .insertInto('orders')
      .values(
        Array.from({ length: n }, (_, k) => ({
          order_ref: `OJA-BENCH${String(start + k).padStart(7, '0')}`,
          user_id: holders[(start + k) % holders.length],
          state: 'awaiting',
          order_reviewed: 1,
          currency: 'NGN',
          subtotal_minor: 280_000,
          total_minor: 280_000,
          address_street: lagosAddress.street,
          address_city: lagosAddress.city,
          address_state: lagosAddress.state,
          address_country: 'NG',
          address_postal_code: lagosAddress.postal_code,
          address_phone: lagosAddress.phone,
          created_at: now,
          updated_at: now,
          expires_at: now + 48 * 3_600_000,
          client_ip: `10.${((start + k) >> 16) & 255}.${((start + k) >> 8) & 255}.${(start + k) & 255}`,
        })),
      )
      .returning('id')
      .execute();
    const items = orders.flatMap(({ id }, k) =>
      Array.from({ length: 1 + ((start + k) % 3) }, (_, line) => {
        const product = products[(start + k + line * 3) % products.length];
        held.set(product.id, (held.get(product.id) ?? 0) + 1);
        return {
          order_id: id,
          product_id: product.id,
          title: 'bench',
          image_url: '',
          quantity: 1,
          unit_price_usd_cents: 350,
          unit_price_ngn_kobo: 280_000,
        };
      }),
    );
    await db.insertInto('order_items').values(items).execute();
  }
  // A tree from before migration 0034 (to measure it the same way) has no held count to keep.
  const counted = await sql`select held from products limit 1`.execute(db).then(
    () => true,
    () => false,
  );
  for (const [id, units] of held) {
    const set = { quantity: sql`quantity - ${units}`, ...(counted ? { held: sql`held + ${units}` } : {}) };
    // Since decision 0086 the stock is the product's variant's (the product's sums follow it).
    const variant = await db.updateTable('product_variants').set(set).where('product_id', '=', id).executeTakeFirst();
    if (Number(variant.numUpdatedRows) === 0) await db.updateTable('products').set(set).where('id', '=', id).execute();
  }
}

const fmt = (x, d = 0) => x.toFixed(d).padStart(7);

async function run(label, database) {
  const stocks = Array.from({ length: 10 }, () => 1_000_000);
  const { products, tokens } = await seedLoadShop(database.db, { customers, stocks, label: 'writes' });
  const holders = [];
  for (let i = 0; i < 50; i++) {
    await createLoadCustomer(database.db, 'holder', i);
  }
  for (const u of await database.db.selectFrom('users').select('id').where('email', 'like', 'holder%').execute()) {
    holders.push(u.id);
  }
  const server = await startServer(database.url);
  let orderIndex = 0;
  const auth = (i) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` });
  const order = () => {
    const i = orderIndex++;
    return { path: '/api/place-order/', method: 'POST', headers: auth(i), body: loadOrderBody(products, i) };
  };
  try {
    const url = server.url;
    const cookies = await guestCookies(url, products);
    const read = () => ({ path: '/api/orders/?order_id=OJA-NOTHERE', headers: auth(0) });
    const add = (i) => ({
      path: '/api/cart/items/',
      method: 'POST',
      headers: { cookie: cookies[i % guests] },
      body: { product_id: products[i % products.length].id },
    });
    const plusOne = (i) => ({
      path: `/api/cart/items/${products[0].id}/increment`,
      method: 'POST',
      headers: { cookie: cookies[i % guests] },
    });
    await load(url, 100, read);
    await load(url, 50, order); // warm-up
    const kinds = { read: [], add: [], plusOne: [], order: [] };
    // Interleaved rounds, so that a busy moment of the machine does not fall on one kind only.
    for (let r = 0; r < rounds; r++) {
      kinds.read.push(await load(url, requests, read));
      kinds.add.push(await load(url, requests, add));
      kinds.plusOne.push(await load(url, requests, plusOne));
      kinds.order.push(await load(url, requests, order));
    }
    const base = median(kinds.read.map((k) => k.perSecond));
    console.log(`\n${label}: medians of ${rounds} rounds of ${requests} requests`);
    for (const [name, what] of [
      ['read', 'authenticated read (baseline)'],
      ['add', 'guest add to cart'],
      ['plusOne', '+1 on a cart line'],
      ['order', 'place an order'],
    ]) {
      const ks = kinds[name];
      const perSecond = median(ks.map((k) => k.perSecond));
      console.log(
        `  ${what.padEnd(30)} ${fmt(perSecond)} req/s   p50 ${fmt(median(ks.map((k) => k.p50)), 1)} ms   p95 ${fmt(median(ks.map((k) => k.p95)), 1)} ms   ${(perSecond / base).toFixed(2)}× of the read   statuses ${JSON.stringify(ks.at(-1).statuses)}`,
      );
    }
    console.log(`  place-order latency against unpaid orders (${rounds} × ${curveOrders} orders at each point):`);
    let unpaid = 0;
    let first = null;
    for (const point of unpaidPoints) {
      await addUnpaidOrders(database.db, products, holders, unpaid, point - unpaid);
      unpaid = point;
      // What a shop that grew to this size would have: planner statistics, and on SQLite the
      // write-ahead log folded back into the file (not a checkpoint in the middle of the measuring).
      await sql`analyze`.execute(database.db);
      if (database.dialect === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(database.db);
      // Each batch of orders right after a batch of reads: the machine's load at that moment shows
      // in the read's p95, and the order's p95 over it is the figure compared between the points.
      const batches = [];
      const reads = [];
      for (let r = 0; r < rounds; r++) {
        reads.push(await load(url, curveOrders, read));
        batches.push(await load(url, curveOrders, order));
      }
      const p95 = median(batches.map((b) => b.p95));
      const relative = median(batches.map((b, r) => b.p95 / reads[r].p95));
      first ??= { p95, relative };
      console.log(
        `    ${String(point).padStart(6)} unpaid   ${fmt(median(batches.map((b) => b.perSecond)))} orders/s   p50 ${fmt(median(batches.map((b) => b.p50)), 1)} ms   p95 ${fmt(p95, 1)} ms (${(p95 / first.p95).toFixed(2)}× of at 0)   read p95 ${fmt(median(reads.map((b) => b.p95)), 1)} ms   order p95 over read p95 ${(relative / first.relative).toFixed(2)}× of at 0   statuses ${JSON.stringify(batches.at(-1).statuses)}`,
      );
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

console.log(
  `writes: ${concurrency} concurrent clients, ${os.cpus().length} CPU cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, Node ${process.version}`,
);
await run('SQLite, 1 process', await createScratchDatabase('sqlite', { prefix: 'oja_bench' }));
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.log(
    '\nPostgreSQL SKIPPED: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server you may create databases on.',
  );
} else {
  await run('PostgreSQL, 1 process', await createScratchDatabase('postgres', { adminUrl, prefix: 'oja_bench' }));
}
