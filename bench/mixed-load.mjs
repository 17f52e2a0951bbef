#!/usr/bin/env node
// Mixed load (a load target of docs/performance.md): 100 concurrent shoppers for 60 s against the
// production server, on SQLite
// and on PostgreSQL. Guests browse (home page, category pages, the product list API, product
// pages), search and fill carts; signed-in customers search, fill carts and place orders with
// Idempotency-Keys, some of them for products with scarce stock. Prints the error rate, latency
// percentiles for reads, cart changes and orders, throughput, the server's memory, and checks that
// nothing was oversold.
//   node bench/mixed-load.mjs [--users 100] [--customers 30] [--duration 60] [--warmup 10] [--rate 1]
//                             [--products 1000] [--scarce-stock 10] [--skip-postgres]
// --rate: requests per second each user makes at most (1: a click a second, a busy shopper);
// 0: every user sends its next request as soon as the last is answered (the server's capacity).
// The users arrive evenly over the warm-up; the figures are for the `duration` after it.
// The load generator (bench/lib/mixed-load-driver.mjs, autocannon) runs in its own process. Not
// part of `npm test`: it prints figures and PASS/MISS against the targets, it asserts nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { requireBenchPackages } from './lib/bench-deps.mjs';
import {
  cpuSecondsOf,
  schedOf,
  loadAverage,
  machine,
  memoryOf,
  root,
  runJson,
  startShop,
  stopAll,
} from './lib/processes.mjs';

register();
process.chdir(root);
const { createDatabases, fillCatalog } = await import('./lib/databases.mjs');
const { openDatabase } = await import('../apps/server/src/db/connection.ts');
const { seedShoppers, stockCheck } = await import('./lib/shoppers.ts');
const { lagosAddress } = await import('@oja/testing/factories/addresses');

const { values: opts } = parseArgs({
  options: {
    users: { type: 'string', default: '100' },
    customers: { type: 'string', default: '30' },
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    rate: { type: 'string', default: '1' },
    products: { type: 'string', default: '1000' },
    'scarce-stock': { type: 'string', default: '10' },
    'skip-postgres': { type: 'boolean', default: false },
  },
});
const users = Number(opts.users);
const customers = Math.min(users, Number(opts.customers));
const basePort = Number(process.env.BENCH_PORT ?? 3600) + 10;
const targets = { errorRate: 1, readP95: 200, orderP95: 500 };

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-bench-'));
const mediaDir = path.join(tmp, 'media');
const log = (...m) => console.log(...m);
const pass = (ok) => (ok ? 'PASS' : 'MISS');
const ms = (n) => (n === null ? '–' : `${n.toFixed(1)} ms`);
const count = (n) => n.toLocaleString('en');

async function measure(database, index) {
  const shoppers = await fillCatalog(database.config, {
    mediaDir,
    products: Number(opts.products),
    extra: (db) => seedShoppers(db, { customers: 1000, scarceStock: Number(opts['scarce-stock']) }),
  });
  const shop = await startShop({
    port: basePort + index,
    databaseUrl: database.url,
    mediaDir,
    logFile: path.join(tmp, `server-${database.label}.log`),
  });
  const configFile = path.join(tmp, `driver-${database.label}.json`);
  fs.writeFileSync(
    configFile,
    JSON.stringify({
      base: shop.base,
      guests: users - customers,
      customers,
      duration: Number(opts.duration),
      warmup: Number(opts.warmup),
      rate: Number(opts.rate),
      data: shoppers.driverData,
      address: lagosAddress,
    }),
  );
  const memory = { start: memoryOf(shop.pid).rss, peak: 0, samples: [] };
  const loadBefore = loadAverage();
  const cpuBefore = cpuSecondsOf(shop.pid);
  const schedBefore = schedOf(shop.pid);
  const sampler = setInterval(() => {
    const { rss } = memoryOf(shop.pid);
    memory.peak = Math.max(memory.peak, rss);
  }, 500);
  let driven;
  try {
    requireBenchPackages('autocannon');
    driven = await runJson([path.join(root, 'bench/lib/mixed-load-driver.mjs'), configFile]);
  } finally {
    clearInterval(sampler);
  }
  memory.end = memoryOf(shop.pid).rss;
  const cpu = cpuSecondsOf(shop.pid) - cpuBefore;
  const schedAfter = schedOf(shop.pid);
  const mainThread = {
    running: schedAfter.running - schedBefore.running,
    waiting: schedAfter.waiting - schedBefore.waiting,
  };
  memory.peak = Math.max(memory.peak, memory.end);
  const loadAfter = loadAverage();
  await shop.stop();
  const checkDb = openDatabase(database.config);
  let stock;
  try {
    stock = await stockCheck(checkDb.db, shoppers.initialStock, driven.placedRefs, shoppers.scarce);
  } finally {
    await checkDb.destroy();
  }
  return { label: database.label, driven, memory, cpu, mainThread, stock, loadBefore, loadAfter };
}

function report({ label, driven, memory, cpu, mainThread, stock, loadBefore, loadAfter }) {
  const { kinds } = driven;
  const answered = Object.values(kinds).reduce((n, k) => n + k.answered, 0);
  const refused = Object.values(kinds).reduce((n, k) => n + k.refused, 0);
  const failed = Object.values(kinds).reduce((n, k) => n + k.errors, 0) + driven.timeouts + driven.connectionErrors;
  const total = answered + driven.timeouts + driven.connectionErrors;
  const errorRate = (100 * failed) / total;
  const verdicts = {
    errors: errorRate < targets.errorRate,
    reads: kinds.read.p95 !== null && kinds.read.p95 < targets.readP95,
    orders: kinds.order.p95 !== null && kinds.order.p95 < targets.orderP95,
    stock: stock.oversold.length === 0,
    // An order still on its way when a phase (warm-up, run) stops is placed but never answered.
    orders_recorded: stock.missingOrders === 0 && stock.unexpectedOrders <= 2 * customers,
  };
  log(
    `\n${label}: ${count(total)} requests in ${driven.seconds.toFixed(1)} s = ${(total / driven.seconds).toFixed(0)} requests/s`,
  );
  log(`  load average before ${loadBefore}, after ${loadAfter}`);
  log(
    `  errors ${count(failed)} of ${count(total)} = ${errorRate.toFixed(2)} % (target < ${targets.errorRate} %) ${pass(verdicts.errors)}` +
      `   [timeouts ${driven.timeouts}, connection errors ${driven.connectionErrors}; 409 "out of stock" answers are correct and not counted: ${count(refused)}]`,
  );
  const line = (name, k, target) =>
    log(
      `  ${name.padEnd(7)} ${count(k.answered).padStart(8)} answered   p50 ${ms(k.p50).padStart(9)}   p95 ${ms(k.p95).padStart(9)}   p99 ${ms(k.p99).padStart(9)}${target}`,
    );
  line('reads', kinds.read, `   (target p95 < ${targets.readP95} ms) ${pass(verdicts.reads)}`);
  for (const [group, name] of [
    ['page', 'pages'],
    ['data', '.data'],
    ['api', 'API'],
  ]) {
    line(`  ${name}`, driven.reads[group], '');
  }
  line('cart', kinds.cart, `   (no target; ${count(kinds.cart.refused)} refused: sold out)`);
  line(
    'orders',
    kinds.order,
    `   (target p95 < ${targets.orderP95} ms) ${pass(verdicts.orders)}; ${count(driven.placed)} placed, ${count(kinds.order.refused)} refused (sold out), ${count(driven.replays)} sent again with the same key`,
  );
  log(
    `  server CPU: ${cpu.toFixed(1)} s in ${(driven.seconds + Number(opts.warmup)).toFixed(1)} s (warm-up included) = ${((100 * cpu) / (driven.seconds + Number(opts.warmup))).toFixed(0)} % of one core;` +
      ` its JavaScript thread ran ${mainThread.running.toFixed(1)} s and waited ${mainThread.waiting.toFixed(1)} s for a core other processes had`,
  );
  log(
    `  server memory (RSS): ${memory.start.toFixed(0)} MiB before the load, peak ${memory.peak.toFixed(0)} MiB, ${memory.end.toFixed(0)} MiB at the end`,
  );
  log(
    `  stock: ${count(stock.products)} products, ${stock.oversold.length === 0 ? 'none below zero, and stock left + units held by orders = stock at the start for every one' : `OVERSOLD: ${JSON.stringify(stock.oversold.slice(0, 5))}`} ${pass(verdicts.stock)}`,
  );
  log(
    `  orders: ${count(stock.orders)} in the database; every order answered 201 is there (${stock.missingOrders} missing), ${stock.unexpectedOrders} more were still on their way when the warm-up or the run stopped (at most 2 per customer) ${pass(verdicts.orders_recorded)}; scarce products left: ${stock.scarceLeft.join(', ')}`,
  );
  if (driven.errorSamples.length) log(`  first errors: ${JSON.stringify(driven.errorSamples.slice(0, 5))}`);
  return { label, pass: Object.values(verdicts).every(Boolean) };
}

const pace = Number(opts.rate) > 0 ? `each at most ${opts.rate} request/s` : 'each sending as soon as answered';
log(
  `mixed-load: ${users} users (${users - customers} guests, ${customers} signed-in customers), ${pace}, for ${opts.duration} s after ${opts.warmup} s of warm-up`,
);
log(`${machine()}; ${opts.products} generated products + the demo catalogue; load average ${loadAverage()}`);
execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' }); // as `npm start` does
try {
  const databases = await createDatabases(tmp, { postgres: !opts['skip-postgres'] });
  const verdicts = [];
  try {
    for (const [i, database] of databases.entries()) verdicts.push(report(await measure(database, i)));
  } finally {
    for (const database of databases) await database.drop();
  }
  if (opts['skip-postgres']) log('\nPostgreSQL SKIPPED (--skip-postgres)');
  log(
    verdicts.every((v) => v.pass) ? '\nALL PASS' : `\nMISSED: ${verdicts.filter((v) => !v.pass).map((v) => v.label)}`,
  );
} finally {
  await stopAll();
  fs.rmSync(tmp, { recursive: true, force: true });
}
