// Hoarding drill: fresh accounts on one network try to reserve all of a product with unpaid
// orders, first with the reservation caps lifted (the attack of the security review), then with
// the policy (defaults, or the RESERVE_* variables set when running this); an ordinary shopper on
// another network then tries to buy. Prints what the hoarder held and whether the shopper could
// buy. Not part of `npm test` (the proof is apps/server/src/features/orders/hoarding.test.ts).
//
//   node --import tsx bench/hoarding.ts [--db sqlite|postgres] [--accounts 10] [--stock 90]
//
// PostgreSQL: a uniquely named database on BENCH_DATABASE_URL or TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), dropped at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/build-app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { runHoardingDrill, type HoardingDrillReport } from '@oja/testing/drills/hoarding-drill';
import { uncappedReservations } from '@oja/testing/factories/order-factories';
import { createScratchDatabase } from '@oja/testing/databases/scratch-database';

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    accounts: { type: 'string', default: '10' },
    // The review's hoarder held 9,070 units of 100 products: about 90 of each.
    stock: { type: 'string', default: '90' },
    'shopper-wants': { type: 'string', default: '3' },
  },
});
if (opts.db !== 'sqlite' && opts.db !== 'postgres') throw new Error('--db must be sqlite or postgres');
const accounts = Number(opts.accounts);
const stock = Number(opts.stock);
const shopperWants = Number(opts['shopper-wants']);
for (const [name, n] of Object.entries({ accounts, stock, 'shopper-wants': shopperWants })) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number of at least 1`);
}
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function run(label: string, env: Record<string, string>): Promise<HoardingDrillReport> {
  const database = await createScratchDatabase(opts.db as 'sqlite' | 'postgres', { adminUrl, prefix: 'oja_hoard' });
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-hoard-media-'));
  // The RESERVE_* variables of this shell apply to the policy run; the test environment keeps
  // password hashing cheap and the payment provider local.
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', MEDIA_DIR: mediaDir, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const report = await runHoardingDrill(app, database.db, config.reservations, {
      accounts,
      stock,
      hoarderIp: '203.0.113.66',
      shopperIp: '198.51.100.7',
      shopperWants,
    });
    const r = config.reservations;
    console.log(
      `\n${label}: per line ${r.maxPerLine}, per order ${r.maxUnitsPerOrder}, ${r.maxUnpaidOrders} unpaid orders and ` +
        `${r.maxUnitsPerCustomer} units per customer, ${r.maxUnitsPerAddress} units per address, ` +
        `share ${r.maxSharePercent} % (floor ${r.shareFloor})`,
    );
    console.log(`  attempts            ${report.attempts} (${JSON.stringify(report.statuses)} by status)`);
    console.log(`  held by the hoarder ${report.heldByHoarder} of ${report.stock} units (${report.heldPercent} %)`);
    console.log(
      `  ordinary shopper    ${report.shopperStatus === 201 ? 'bought' : `refused (${report.shopperStatus})`} ${shopperWants}`,
    );
    console.log(
      `  stock left          ${report.stockLeft}; on the shelf + ordered = ${report.stockLeft + report.ordered}`,
    );
    if (report.stockLeft + report.ordered !== stock || report.stockLeft < 0) throw new Error('OVERSOLD');
    return report;
  } finally {
    await app.close();
    await database.drop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}

console.log(
  `hoarding drill on ${opts.db}: ${accounts} fresh accounts on one network, one product of ${stock} units; ` +
    `${os.cpus().length} CPU cores, Node ${process.version}`,
);
const before = await run('caps lifted (before)', uncappedReservations);
const after = await run('policy (after)', {});
console.log(
  `\nheld by one network: ${before.heldPercent} % before, ${after.heldPercent} % after; ` +
    `the shopper ${before.shopperStatus === 201 ? 'bought' : 'could not buy'} before and ` +
    `${after.shopperStatus === 201 ? 'bought' : 'could not buy'} after.`,
);
