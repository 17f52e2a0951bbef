// What a rate-limited attempt costs with the counters in the database (the default) and in Redis
// (REDIS_URL), measured in one process against the same PostgreSQL database. Not part of `npm test`.
//
//   node --import tsx bench/rate-limit.mjs [--attempts 3000] [--concurrency 16]
//
// BENCH_DATABASE_URL or TEST_DATABASE_URL: a PostgreSQL server the user may create databases on;
// BENCH_REDIS_URL or TEST_REDIS_URL: a Redis (keys under a random prefix, deleted at the end).
// The figures are ratios against the database store on PostgreSQL measured in the same run.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import pino from 'pino';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createRateLimiter, databaseStore, redisStore } from '../apps/server/src/rate-limit/index.ts';

const { values: opts } = parseArgs({
  options: { attempts: { type: 'string', default: '3000' }, concurrency: { type: 'string', default: '16' } },
});
const attempts = Number(opts.attempts);
const concurrency = Number(opts.concurrency);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
if (!adminUrl || !redisUrl) {
  console.log('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) and BENCH_REDIS_URL (or TEST_REDIS_URL).');
  process.exit(1);
}
const minute = 60_000;

/**
 * Two kinds of traffic: sign-ins from many clients (two fresh buckets per attempt, counted), and
 * a flood from one address (one bucket of 10, so nearly every attempt is refused).
 */
const scenarios = {
  'many clients': (i) => [
    { bucket: `bench:account:${i}`, max: 10, windowMs: 15 * minute },
    { bucket: `bench:client:${i % 500}`, max: 10_000, windowMs: 15 * minute },
  ],
  'one address flooding': () => [{ bucket: 'bench:flood', max: 10, windowMs: 15 * minute }],
};

async function measure(limiter, limitsOf) {
  const latencies = [];
  let allowed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < attempts; i = next++) {
        const t0 = performance.now();
        const attempt = await limiter.begin(limitsOf(i));
        if (attempt.allowed) {
          allowed++;
          await attempt.fail(); // stays counted, as a failed sign-in
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { perSecond: attempts / seconds, p50: pct(50), p95: pct(95), allowed };
}

const name = `oja_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = openDatabase({ dialect: 'postgres', url: url.toString(), poolSize: 10 });
const keyPrefix = `oja-bench-${randomBytes(4).toString('hex')}:`;
const inspector = new Redis(redisUrl);
try {
  await migrateToLatest(database);
  const silent = pino({ level: 'silent' });
  const stores = {
    'database (PostgreSQL)': async () => databaseStore(database),
    redis: () => redisStore({ url: redisUrl, keyPrefix, log: silent, fallback: databaseStore(database) }),
  };
  console.log(
    `rate limits: ${attempts} attempts per scenario, ${concurrency} at a time, ${os.cpus().length} CPU cores, Node ${process.version}\n`,
  );
  for (const [scenario, limitsOf] of Object.entries(scenarios)) {
    const results = {};
    for (const [label, open] of Object.entries(stores)) {
      const store = await open();
      const limiter = createRateLimiter(store);
      await measure(limiter, (i) => limitsOf(i).map((l) => ({ ...l, bucket: `warm:${l.bucket}` }))); // warm-up
      results[label] = await measure(limiter, limitsOf);
      await store.close();
      await database.db.deleteFrom('rate_limit_hits').execute();
      const keys = await inspector.keys(`${keyPrefix}*`);
      if (keys.length > 0) await inspector.del(...keys);
    }
    const baseline = results['database (PostgreSQL)'].perSecond;
    for (const [label, r] of Object.entries(results)) {
      console.log(
        `${scenario.padEnd(22)} ${label.padEnd(22)} ${r.perSecond.toFixed(0).padStart(6)} attempts/s   p50 ${r.p50
          .toFixed(2)
          .padStart(
            6,
          )} ms   p95 ${r.p95.toFixed(2).padStart(6)} ms   ${(r.perSecond / baseline).toFixed(2)}× the database store   allowed ${r.allowed}`,
      );
    }
  }
} finally {
  await inspector.quit();
  await database.destroy();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
