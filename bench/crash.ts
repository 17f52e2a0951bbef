// Crash drill: streams orders and payments at the real server, kills it with SIGKILL at random
// moments, restarts it on the same database each time, then checks that no order was lost or
// doubled, that stock = initial − units held, and that no order was paid twice. Not part of
// `npm test` (a shorter run is: apps/server/src/faults/crash.test.ts).
//
//   node --import tsx bench/crash.ts [--db sqlite|postgres] [--kills 20] [--shoppers 12] [--rate 40]
//
// PostgreSQL: a uniquely named database on BENCH_DATABASE_URL or TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), dropped at the end. Exits 1 on any violation.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { describeCrashReport, runCrashDrill } from '@oja/testing/drills/crash-drill';
import { createScratchDatabase } from '@oja/testing/databases/scratch-database';

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    kills: { type: 'string', default: '20' },
    shoppers: { type: 'string', default: '12' },
    rate: { type: 'string', default: '40' },
    'min-up': { type: 'string', default: '300' },
    'max-up': { type: 'string', default: '2000' },
    'expiry-seconds': { type: 'string', default: '6' },
  },
});
if (opts.db !== 'sqlite' && opts.db !== 'postgres') throw new Error('--db must be sqlite or postgres');
const kills = Number(opts.kills);
if (!(kills >= 1)) throw new Error('--kills must be 1 or more');

const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = await createScratchDatabase(opts.db, { adminUrl, prefix: 'oja_crash' });
console.log(
  `crash drill on ${opts.db}: ${kills} SIGKILLs, ${opts.shoppers} shoppers, up to ${opts.rate} orders/s, ` +
    `server up ${opts['min-up']}–${opts['max-up']} ms between kills; ${os.cpus().length} CPU cores, Node ${process.version}`,
);
const started = performance.now();
let report;
try {
  report = await runCrashDrill({
    database,
    kills,
    shoppers: Number(opts.shoppers),
    rate: Number(opts.rate),
    upMs: [Number(opts['min-up']), Number(opts['max-up'])],
    expirySeconds: Number(opts['expiry-seconds']),
    log: (line) => console.log(`  ${line}`),
  });
} finally {
  await database.drop();
}
console.log(`\n${describeCrashReport(report)}`);
console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
process.exit(report.violations.length > 0 ? 1 : 0);
