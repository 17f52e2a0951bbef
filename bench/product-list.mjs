#!/usr/bin/env node
// Product list throughput (a load target of docs/performance.md): requests per second of
// GET /api/products/?category=… (a page
// of 24) on the production server, against a bare Fastify route answering the same JSON from
// memory, measured in the same run with the same load, on SQLite and on PostgreSQL.
//   node bench/product-list.mjs [--connections 100] [--duration 20] [--warmup 5] [--rounds 3]
//                               [--products 1000] [--category spices] [--skip-postgres]
// 100 connections: the load target's 100 concurrent clients. The load generator (autocannon) runs
// in its own process; see bench/README.md. Not part of
// `npm test`: it prints figures and PASS/MISS against the targets, it asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { autocannon, loadAverage, machine, root, startBare, startShop, stopAll } from './lib/processes.mjs';

register();
process.chdir(root);
const { createDatabases, fillCatalog } = await import('./lib/databases.mjs');

const { values: opts } = parseArgs({
  options: {
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    products: { type: 'string', default: '1000' },
    category: { type: 'string', default: 'spices' },
    'skip-postgres': { type: 'boolean', default: false },
  },
});
const load = { connections: Number(opts.connections), duration: Number(opts.duration) };
const rounds = Number(opts.rounds);
const basePort = Number(process.env.BENCH_PORT ?? 3600);
/** What the category page asks for its first page (apps/web/app/routes/category.tsx). */
const listPath = `/api/products/?category=${encodeURIComponent(opts.category)}&currency=USD&limit=24&offset=0`;
const targets = { SQLite: 0.5, PostgreSQL: 0.3, tail: 4 };

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-bench-'));
const mediaDir = path.join(tmp, 'media');
const log = (...m) => console.log(...m);

function summary(r) {
  const errors = r.errors + r.timeouts + r.non2xx;
  return { perSecond: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99, errors };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];

async function measure(database, index) {
  const shop = await startShop({
    port: basePort + index * 2,
    databaseUrl: database.url,
    mediaDir,
    logFile: path.join(tmp, `server-${database.label}.log`),
  });
  const res = await fetch(shop.base + listPath);
  const text = await res.text();
  const items = JSON.parse(text);
  if (res.status !== 200 || !Array.isArray(items) || items.length !== 24) {
    throw new Error(`${listPath} answered ${res.status} with ${items.length ?? 'no'} items, not 24`);
  }
  const bodyFile = path.join(tmp, `body-${database.label}.json`);
  fs.writeFileSync(bodyFile, text);
  const bare = await startBare({ port: basePort + index * 2 + 1, bodyFile });
  const bareText = await (await fetch(bare.base + listPath)).text();
  if (bareText !== text) throw new Error('the bare server answers another body');

  const warm = { ...load, duration: Number(opts.warmup) };
  await autocannon(shop.base + listPath, warm);
  await autocannon(bare.base + listPath, warm);
  const runs = [];
  for (let i = 0; i < rounds; i++) {
    // Alternating which goes first, so a change in the machine's load hits both alike.
    const order = i % 2 === 0 ? ['bare', 'real'] : ['real', 'bare'];
    const run = { load: loadAverage() };
    for (const which of order) {
      run[which] = summary(await autocannon((which === 'real' ? shop.base : bare.base) + listPath, load));
    }
    runs.push(run);
  }
  await bare.stop();
  await shop.stop();
  return { label: database.label, bytes: Buffer.byteLength(text), runs };
}

function report(result) {
  const target = targets[result.label];
  const line = (name, s) =>
    `    ${name.padEnd(5)} ${s.perSecond.toFixed(0).padStart(6)} req/s   p50 ${String(s.p50).padStart(3)} ms   p99 ${String(s.p99).padStart(3)} ms${s.errors ? `   ${s.errors} errors` : ''}`;
  const ratios = [];
  const tails = [];
  result.runs.forEach((run, i) => {
    const ratio = run.real.perSecond / run.bare.perSecond;
    const tail = run.real.p99 / run.real.p50;
    ratios.push(ratio);
    tails.push(tail);
    log(`  round ${i + 1} (load average ${run.load})`);
    log(line('bare', run.bare));
    log(line('real', run.real));
    log(`    real/bare ${ratio.toFixed(2)}×   real p99/p50 ${tail.toFixed(2)}`);
  });
  const ratio = median(ratios);
  const tail = median(tails);
  const verdict = (ok) => (ok ? 'PASS' : 'MISS');
  log(
    `  ${result.label}, median of ${result.runs.length} round(s): real/bare ${ratio.toFixed(2)}× (target ≥ ${target}×) ${verdict(ratio >= target)}   p99/p50 ${tail.toFixed(2)} (target ≤ ${targets.tail}) ${verdict(tail <= targets.tail)}`,
  );
  return { label: result.label, ratio, tail, pass: ratio >= target && tail <= targets.tail };
}

log(`product-list: GET ${listPath}`);
log(
  `${machine()}; autocannon ${load.connections} connections × ${load.duration} s after ${opts.warmup} s warm-up, ${rounds} round(s); ${opts.products} generated products + the demo catalogue; load average ${loadAverage()}\n`,
);
try {
  const databases = await createDatabases(tmp, { postgres: !opts['skip-postgres'] });
  const verdicts = [];
  try {
    for (const database of databases) {
      await fillCatalog(database.config, { mediaDir, products: Number(opts.products) });
    }
    for (const [i, database] of databases.entries()) {
      const result = await measure(database, i);
      log(`${result.label}: ${result.bytes.toLocaleString('en')} bytes of JSON, the same from both servers`);
      verdicts.push(report(result));
    }
  } finally {
    for (const database of databases) await database.drop();
  }
  log(`\nload average at the end ${loadAverage()}`);
  if (opts['skip-postgres']) log('PostgreSQL SKIPPED (--skip-postgres)');
  log(verdicts.every((v) => v.pass) ? 'ALL PASS' : `MISSED: ${verdicts.filter((v) => !v.pass).map((v) => v.label)}`);
} finally {
  await stopAll();
  fs.rmSync(tmp, { recursive: true, force: true });
}
