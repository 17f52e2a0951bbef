// Place-order throughput and latency on SQLite and PostgreSQL, through real HTTP against real
// server processes, with the stock invariant checked at the end. Not part of `npm test`.
//
//   node --import tsx bench/place-order.mjs [--requests 600] [--concurrency 16]
//
// PostgreSQL is used when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server the user may
// create databases on (e.g. postgres://postgres@127.0.0.1:5432/test); otherwise it is skipped.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadOrderBody, seedLoadShop } from '@oja/testing/factories/load-shop';
import { uncappedReservations } from '@oja/testing/factories/order-factories';
import { createScratchDatabase } from '@oja/testing/databases/scratch-database';

const { values: opts } = parseArgs({
  options: { requests: { type: 'string', default: '600' }, concurrency: { type: 'string', default: '16' } },
});
const requests = Number(opts.requests);
const concurrency = Number(opts.concurrency);
const scarceStock = 50; // far fewer units than requests for it: most of those must be refused
// At least 40 customers, and enough that none places more than about 20 orders: the shop allows
// 30 an hour per customer (features/orders/place-order.service.ts), and this measures orders.
const customers = Math.max(40, Math.ceil((requests + 50) / 20));
const serveFile = path.resolve('packages/testing/src/processes/serve-api.ts');

function startServer(databaseUrl) {
  const child = spawn(process.execPath, ['--import', 'tsx', serveFile], {
    env: {
      ...process.env,
      // This measures placing orders; the hoarding caps (bench/hoarding.ts) would refuse most of
      // 600 unpaid orders from 40 customers before the scarce product runs out.
      ...uncappedReservations,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      DB_POOL_SIZE: '10',
      // No provider keys here: production refuses the test payment provider unless asked for.
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

/** One product of scarce stock (most orders for it must be refused), nine of plenty. */
const stocks = [scarceStock, ...Array.from({ length: 9 }, () => 1_000_000)];

async function load(urls, tokens, products, total, path, makeBody) {
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = next++; i < total; i = next++) {
        const t0 = performance.now();
        const res = await fetch(`${urls[i % urls.length]}${path}`, {
          method: makeBody ? 'POST' : 'GET',
          headers: {
            authorization: `Bearer ${tokens[(i + worker) % tokens.length]}`,
            'content-type': 'application/json',
          },
          body: makeBody ? JSON.stringify(makeBody(products, i)) : undefined,
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

/** Stock never negative, and what is left plus what was ordered is what there was. */
async function checkInvariant(db, products) {
  for (const p of products) {
    const { quantity } = await db
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    const ordered = await db
      .selectFrom('order_items')
      .select(sql`coalesce(sum(quantity), 0)`.as('n'))
      .where('product_id', '=', p.id)
      .executeTakeFirstOrThrow();
    if (quantity < 0 || quantity + Number(ordered.n) !== p.quantity) {
      throw new Error(`OVERSOLD: product ${p.id} started ${p.quantity}, ordered ${ordered.n}, left ${quantity}`);
    }
  }
  const scarce = await db
    .selectFrom('products')
    .select('quantity')
    .where('id', '=', products[0].id)
    .executeTakeFirstOrThrow();
  return { scarceLeft: scarce.quantity };
}

async function run(label, database, processes) {
  const databaseUrl = database.url;
  const { products, tokens } = await seedLoadShop(database.db, { customers, stocks, label: 'bench' });
  const servers = [];
  try {
    servers.push(...(await Promise.all(Array.from({ length: processes }, () => startServer(databaseUrl)))));
    const urls = servers.map((s) => s.url);
    await load(urls, tokens, products, 50, '/api/place-order/', loadOrderBody); // warm-up
    const baseline = await load(urls, tokens, products, requests, '/api/orders/?order_id=OJA-NOTHERE');
    const result = await load(urls, tokens, products, requests, '/api/place-order/', loadOrderBody);
    const { scarceLeft } = await checkInvariant(database.db, products);
    console.log(
      `${label.padEnd(28)} ${result.perSecond.toFixed(0).padStart(6)} orders/s   p50 ${result.p50.toFixed(1).padStart(6)} ms   p95 ${result.p95
        .toFixed(1)
        .padStart(
          6,
        )} ms   ${(result.perSecond / baseline.perSecond).toFixed(2)}× of an authenticated read (${baseline.perSecond.toFixed(0)}/s)   statuses ${JSON.stringify(result.statuses)}   scarce product left ${scarceLeft}/${scarceStock}: invariant holds`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
}

console.log(
  `place-order: ${requests} orders, ${concurrency} concurrent clients, ${os.cpus().length} CPU cores, Node ${process.version}\n`,
);
await run('SQLite, 1 process', await createScratchDatabase('sqlite', { prefix: 'oja_bench' }), 1);

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.log(
    '\nPostgreSQL SKIPPED: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server you may create databases on.',
  );
} else {
  for (const processes of [1, 2]) {
    const database = await createScratchDatabase('postgres', { adminUrl, prefix: 'oja_bench' });
    await run(`PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''}`, database, processes);
  }
}
