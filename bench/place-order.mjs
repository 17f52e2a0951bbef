// Place-order throughput and latency on SQLite and PostgreSQL, through real HTTP against real
// server processes, with the stock invariant checked at the end. Not part of `npm test`.
//
//   node --import tsx bench/place-order.mjs [--requests 600] [--concurrency 16]
//
// PostgreSQL is used when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server the user may
// create databases on (e.g. postgres://postgres@127.0.0.1:5432/test); otherwise it is skipped.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createSession } from '../apps/server/src/features/accounts/index.ts';

const { values: opts } = parseArgs({
  options: { requests: { type: 'string', default: '600' }, concurrency: { type: 'string', default: '16' } },
});
const requests = Number(opts.requests);
const concurrency = Number(opts.concurrency);
const scarceStock = 50; // far fewer units than requests for it: most of those must be refused
// At least 40 customers, and enough that none places more than about 20 orders: the shop allows
// 30 an hour per customer (features/orders/place-order.service.ts), and this measures orders.
const customers = Math.max(40, Math.ceil((requests + 50) / 20));
const serveFile = path.resolve('apps/server/src/testing/serve-api.ts');
const address = {
  street: '12 Broad Street',
  city: 'Lagos Island',
  state: 'Lagos',
  country: 'NG',
  postal_code: '101001',
  phone: '+234 803 123 4567',
};

function startServer(databaseUrl) {
  const child = spawn(process.execPath, ['--import', 'tsx', serveFile], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', DB_POOL_SIZE: '10' },
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

async function seed(db, customers) {
  const now = Date.now();
  const category = await db
    .insertInto('categories')
    .values({ slug: 'bench', title: 'Bench', icon: '', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = (slug, quantity) =>
    db
      .insertInto('products')
      .values({
        category_id: category.id,
        slug,
        title: slug,
        price_usd_cents: 350,
        price_ngn_kobo: 280_000,
        quantity,
        weight_grams: 250,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'quantity'])
      .executeTakeFirstOrThrow();
  const products = [await product('scarce', scarceStock)];
  for (let i = 0; i < 9; i++) products.push(await product(`plenty-${i}`, 1_000_000));
  const tokens = [];
  for (let i = 0; i < customers; i++) {
    const user = await db
      .insertInto('users')
      .values({
        email: `bench${i}@example.com`,
        password_hash: '!',
        first_name: 'B',
        last_name: `${i}`,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tokens.push((await createSession(db, user.id, 'bench')).token);
  }
  return { products, tokens };
}

/** One order body: the scarce product in about a third of the orders, 1–3 lines of 1–2 units. */
function orderBody(products, i) {
  const lines = new Map();
  if (i % 3 === 0) lines.set(products[0].id, 1);
  const extra = 1 + (i % 3);
  for (let k = 0; k < extra; k++) lines.set(products[1 + ((i + k * 3) % 9)].id, 1 + (k % 2));
  return { address, items: [...lines].map(([id, quantity]) => ({ item: { id, price: 0.01 }, quantity })) };
}

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

async function run(label, databaseUrl, processes, drop) {
  const database = openDatabase(
    databaseUrl.startsWith('sqlite:')
      ? { dialect: 'sqlite', file: databaseUrl.slice(7) }
      : { dialect: 'postgres', url: databaseUrl, poolSize: 4 },
  );
  await migrateToLatest(database);
  const { products, tokens } = await seed(database.db, customers);
  const servers = await Promise.all(Array.from({ length: processes }, () => startServer(databaseUrl)));
  const urls = servers.map((s) => s.url);
  try {
    await load(urls, tokens, products, 50, '/api/place-order/', orderBody); // warm-up
    const baseline = await load(urls, tokens, products, requests, '/api/orders/?order_id=OJA-NOTHERE');
    const result = await load(urls, tokens, products, requests, '/api/place-order/', orderBody);
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
    await database.destroy();
    await drop();
  }
}

console.log(
  `place-order: ${requests} orders, ${concurrency} concurrent clients, ${os.cpus().length} CPU cores, Node ${process.version}\n`,
);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-bench-'));
const file = path.join(dir, 'bench.sqlite');
await run('SQLite, 1 process', `sqlite:${file}`, 1, async () => fs.rmSync(dir, { recursive: true, force: true }));

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.log(
    '\nPostgreSQL SKIPPED: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server you may create databases on.',
  );
} else {
  for (const processes of [1, 2]) {
    const name = `oja_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await run(`PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''}`, url.toString(), processes, async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    });
  }
}
