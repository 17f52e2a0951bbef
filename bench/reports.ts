// The owner's reports at scale (docs/performance.md, "Reports at scale"; issue 35): the million
// products of bench/million.ts, then 200,000 orders over the last year written in bulk — lines,
// payments, refunds, deliveries and carts, in every state and both currencies — then p50/p95 of
// every report over several ranges (in process, app.inject, one request at a time), and the memory
// (RSS and heap, highest seen) while a year's orders.csv streams over HTTP, against the start.
//   node --import tsx bench/reports.ts [--db postgres|sqlite] [--products 1000000] [--orders 200000] [--samples 20]
// Not part of `npm test`; the load takes minutes at full size: run it alone on a quiet machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { nigerianStates } from '@oja/shared/nigeria';
import { reportNames } from '@oja/shared/reports';
import { adminQuery, databaseUrlWithName } from '@oja/testing/databases/postgres-admin';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { insertLoadOrders, type LoadOrder } from '@oja/testing/factories/load-shop';
import { buildApp } from '../apps/server/src/build-app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts';
import { loadProducts } from './catalog.ts';

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    products: { type: 'string', default: '1000000' },
    orders: { type: 'string', default: '200000' },
    samples: { type: 'string', default: '20' },
  },
});
const productCount = Number(opts.products);
const orderCount = Number(opts.orders);
const samples = Number(opts.samples);
const target = 300; // ms, p95 of every report
const timeZone = 'Africa/Lagos';
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-reports-'));
const name = `oja_bench_${Math.random().toString(16).slice(2, 10)}`;
const databaseUrl =
  opts.db === 'sqlite' ? `sqlite:${path.join(tmp, 'reports.sqlite')}` : databaseUrlWithName(adminUrl, name);
if (opts.db !== 'sqlite') await adminQuery(adminUrl, `create database ${name}`);
const log = (...m: unknown[]) => console.log(...m);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** The same small deterministic generator as bench/catalog.ts: every run loads the same orders. */
function random(seed: number) {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** The shop's calendar day (YYYY-MM-DD) of an instant. */
const shopDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);

try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(tmp, 'media'),
    LOG_LEVEL: 'silent',
    SHOP_TIME_ZONE: timeZone,
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
    RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1',
  });

  // --- the catalogue (as bench/million.ts) ----------------------------------------------------
  let started = Date.now();
  const loader = openDatabase(config.database, { maintenance: true });
  await migrateToLatest(loader);
  await seedDemoData(loader.db, config.mediaDir);
  await loadProducts(loader.db, productCount, opts.db === 'sqlite' ? 1000 : 2000);
  log(`${productCount.toLocaleString('en')} products loaded into ${config.database.dialect} in ${seconds(started)}`);

  // --- a year of orders -----------------------------------------------------------------------
  started = Date.now();
  const db = loader.db;
  const now = Date.now();
  const year = 365 * 86_400_000;
  const customers = Math.max(10, Math.min(5000, Math.ceil(orderCount / 40)));
  for (let i = 0; i < customers; i += 1000) {
    await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(1000, customers - i) }, (_, k) => ({
          email: `reports${i + k}@example.com`,
          password_hash: '!',
          first_name: 'Report',
          last_name: `Buyer ${i + k}`,
          created_at: now - year,
          updated_at: now - year,
        })),
      )
      .execute();
  }
  const userIds = (
    await db.selectFrom('users').select('id').where('email', 'like', 'reports%@example.com').execute()
  ).map((u) => u.id);
  const productIds = (await db.selectFrom('products').select('id').orderBy('id').execute()).map((p) => p.id);
  const states = nigerianStates.map((s) => s.name);
  const r = random(35);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const batch = opts.db === 'sqlite' ? 500 : 1000;
  const tally = new Map<string, number>();
  for (let start = 0; start < orderCount; start += batch) {
    const size = Math.min(batch, orderCount - start);
    const orders: LoadOrder[] = [];
    for (let k = 0; k < size; k++) {
      const i = start + k;
      const createdAt = now - Math.floor(r() * year);
      const currency = r() < 0.7 ? ('NGN' as const) : ('USD' as const);
      const x = r();
      const state =
        x < 0.06
          ? ('expired' as const)
          : x < 0.1
            ? ('cancelled' as const)
            : x < 0.14
              ? ('refunded' as const)
              : x < 0.24
                ? ('opened' as const)
                : x < 0.4
                  ? ('processed' as const)
                  : ('delivered' as const);
      tally.set(`${state} ${currency}`, (tally.get(`${state} ${currency}`) ?? 0) + 1);
      const lines = Array.from({ length: 1 + Math.floor(r() * 4) }, () => ({
        product_id: pick(productIds),
        quantity: 1 + Math.floor(r() * 3),
        unit_minor: currency === 'NGN' ? (1000 + Math.floor(r() * 50_000)) * 100 : 200 + Math.floor(r() * 10_000),
      }));
      const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unit_minor, 0);
      const voucher = r() < 0.08 ? Math.floor(subtotal / 10) : 0;
      const shipping = currency === 'NGN' ? 250_000 : 1500;
      const method = pick(['provider', 'provider', 'provider', 'bank_transfer', 'on_delivery'] as const);
      const paid = state !== 'expired' && state !== 'cancelled';
      const abroad = currency === 'USD' && r() < 0.5;
      const deliverFrom = createdAt + 2 * 86_400_000;
      orders.push({
        order_ref: `OJA-R${i}`,
        user_id: pick(userIds),
        state,
        order_reviewed: 1,
        currency,
        subtotal_minor: subtotal,
        shipping_cost_minor: shipping,
        total_minor: subtotal + shipping - voucher,
        voucher_code: voucher ? 'YEAR10' : null,
        voucher_discount_minor: voucher,
        payment_method: method,
        address_state: abroad ? 'Greater Accra' : pick(states),
        address_country: abroad ? 'GH' : 'NG',
        delivery_from: shopDay(deliverFrom),
        delivery_to: shopDay(deliverFrom + 3 * 86_400_000),
        created_at: createdAt,
        expires_at: paid ? null : createdAt + 48 * 3_600_000,
        paid_at: paid ? createdAt + Math.floor(r() * 3_600_000) : null,
        lines,
      });
    }
    await db.transaction().execute(async (trx) => {
      const ids = await insertLoadOrders(trx, orders);
      const paidOnes = orders.map((o, k) => ({ o, id: ids[k]! })).filter(({ o }) => o.paid_at != null);
      if (paidOnes.length === 0) return;
      const payments = await trx
        .insertInto('payments')
        .values(
          paidOnes.map(({ o, id }) => ({
            order_id: id,
            provider: o.payment_method === 'provider' ? 'paystack' : String(o.payment_method),
            reference: `bench-pay-${o.order_ref}`,
            status: 'success' as const,
            amount_minor: o.total_minor,
            currency: o.currency,
            verified_at: o.paid_at!,
            raw_response: null,
            failure_reason: null,
            provider_transaction_id: `bench-tx-${o.order_ref}`,
            created_at: o.paid_at!,
            updated_at: o.paid_at!,
          })),
        )
        .returning('id')
        .execute();
      // Refunded orders have their refund (most succeeded, some failed or still asked for);
      // delivered ones the event the delivery report reads, a few days after they were paid.
      const refunds = paidOnes.flatMap(({ o, id }, k) => {
        if (o.state !== 'refunded') return [];
        const at = o.paid_at! + 86_400_000 + Math.floor(r() * 5 * 86_400_000);
        const y = r();
        const status = y < 0.85 ? ('succeeded' as const) : y < 0.95 ? ('failed' as const) : ('requested' as const);
        return [
          {
            order_id: id,
            payment_id: payments[k]!.id,
            provider: 'paystack',
            provider_reference: `bench-refund-${o.order_ref}`,
            provider_transaction_id: `bench-tx-${o.order_ref}`,
            amount_minor: r() < 0.7 ? o.total_minor : Math.floor(o.total_minor / 2),
            currency: o.currency,
            reason: 'Out of stock',
            status,
            provider_refund_id: status === 'succeeded' ? `bench-rf-${o.order_ref}` : null,
            provider_status: null,
            error: status === 'failed' ? 'declined' : null,
            next_attempt_at: at,
            created_at: at,
            updated_at: at,
          },
        ];
      });
      if (refunds.length > 0) await trx.insertInto('payment_refunds').values(refunds).execute();
      const delivered = paidOnes
        .filter(({ o }) => o.state === 'delivered')
        .map(({ o, id }) => ({
          order_id: id,
          from_state: 'processed' as const,
          to_state: 'delivered' as const,
          actor_kind: 'staff' as const,
          actor_user_id: null,
          note: null,
          created_at: o.paid_at! + Math.floor((1 + r() * 7) * 86_400_000),
        }));
      if (delivered.length > 0) await trx.insertInto('order_events').values(delivered).execute();
    });
    // Carts for the funnel: two opened for every order placed.
    await db
      .insertInto('carts')
      .values(
        orders.flatMap((o) =>
          [0, 1].map((c) => ({
            // Guests' carts: a customer has one cart, kept across orders.
            user_id: null,
            guest_token_hash: `bench-${o.order_ref}-${c}`,
            created_at: o.created_at - 600_000 * (c + 1),
            updated_at: o.created_at,
          })),
        ),
      )
      .execute();
  }
  if (loader.dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
  log(
    `${orderCount.toLocaleString('en')} orders over a year (with lines, payments, refunds, deliveries, carts) in ${seconds(started)}: ${[
      ...tally,
    ]
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );

  // --- the shop, in process ---------------------------------------------------------------------
  const staffUser = await makeSignedInUser(db, { role: 'staff' });
  await loader.destroy();
  const database = openDatabase(config.database);
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const headers = staffUser.auth;

  const today = shopDay(now);
  const daysBack = (n: number) => shopDay(now - (n - 1) * 86_400_000);
  const ranges = [
    { label: '7 days', query: `from=${daysBack(7)}&to=${today}` },
    { label: '30 days', query: `from=${daysBack(30)}&to=${today}` },
    { label: '90 days by week', query: `from=${daysBack(90)}&to=${today}&grain=week` },
    { label: '365 days by month', query: `from=${daysBack(365)}&to=${today}&grain=month` },
  ];
  const quantile = (list: number[], q: number) =>
    [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!;

  log(
    `\n${samples} requests per report and range, one at a time, in process; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  log(`report            ${ranges.map((g) => g.label.padEnd(22)).join('')}all ranges p95   target`);
  let misses = 0;
  for (const report of reportNames) {
    const all: number[] = [];
    const cells: string[] = [];
    for (const range of ranges) {
      const times: number[] = [];
      for (let i = 0; i < samples + 2; i++) {
        const t0 = performance.now();
        const res = await app.inject({ url: `/api/admin/reports/${report}?${range.query}`, headers });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${report} ${range.query}: ${res.statusCode} ${res.body}`);
        if (i >= 2) times.push(ms); // the first warm the statement caches
      }
      all.push(...times);
      cells.push(`${quantile(times, 0.5).toFixed(0)} / ${quantile(times, 0.95).toFixed(0)} ms`.padEnd(22));
    }
    const p95 = quantile(all, 0.95);
    if (p95 > target) misses++;
    log(
      `${report.padEnd(18)}${cells.join('')}${`${p95.toFixed(0)} ms`.padEnd(17)}≤ ${target} ms ${p95 <= target ? 'PASS' : 'MISS'}`,
    );
  }
  log('(each cell: p50 / p95)');

  // --- a year's orders.csv, streamed ----------------------------------------------------------
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  const high = { rss: before.rss, heap: before.heapUsed };
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    high.rss = Math.max(high.rss, m.rss);
    high.heap = Math.max(high.heap, m.heapUsed);
  }, 10);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/exports/orders.csv?from=${daysBack(365)}&to=${today}`, { headers });
  if (!res.ok || !res.body) throw new Error(`orders.csv answered ${res.status}`);
  let bytes = 0;
  let rows = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) rows++;
  }
  const exportMs = performance.now() - t0;
  clearInterval(sampler);
  const mb = (b: number) => `${(b / 1_048_576).toFixed(0)} MB`;
  log(
    `\norders.csv of a year: ${(rows - 1).toLocaleString('en')} rows, ${mb(bytes)} in ${(exportMs / 1000).toFixed(1)} s`,
  );
  log(
    `  RSS  ${mb(before.rss)} at the start, ${mb(high.rss)} at most (+${mb(high.rss - before.rss)})\n  heap ${mb(before.heapUsed)} at the start, ${mb(high.heap)} at most (+${mb(high.heap - before.heapUsed)})`,
  );
  log(misses === 0 ? `\nevery report ≤ ${target} ms p95` : `\n${misses} report(s) over ${target} ms p95`);
  await app.close();
  await database.destroy();
} finally {
  if (opts.db !== 'sqlite') await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  fs.rmSync(tmp, { recursive: true, force: true });
}
