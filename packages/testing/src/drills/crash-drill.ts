import { randomBytes } from 'node:crypto';
import type { Database } from '@oja/server/db/connection';
import { checkCrashInvariants, type CrashTotals } from './crash-invariants.ts';
import { shopOnce, type OrderAttempt, type Plan } from './crash-shopper.ts';
import { DrillClient } from './drill-client.ts';
import { createLoadCustomer, seedLoadShop } from '../factories/load-shop.ts';
import { uncappedReservations } from '../factories/order-factories.ts';
import { freePort, startShopProcess } from '../processes/shop-process.ts';

export interface CrashDrillOptions {
  /** A fresh, migrated database the drill may fill (and the handle to check it with). */
  database: Database & { url: string };
  /** How many times the server is killed with SIGKILL (and started again). */
  kills: number;
  /** Shoppers at once (one customer each). */
  shoppers: number;
  /** New orders per second over all shoppers; 0 = as fast as they go. */
  rate: number;
  /** How long the server runs between a start and the next kill: a random time in this range. */
  upMs: [min: number, max: number];
  /** Unpaid orders expire after this long (the expiry job runs every second and at every start). */
  expirySeconds: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface CrashDrillReport {
  kills: number;
  /** Requests in flight at each kill. */
  cutOff: number[];
  startsMs: number[];
  attempts: number;
  placed: number;
  replayed: number;
  outOfStock: number;
  paymentsRefused: number;
  requests: number;
  connectionErrors: number;
  unavailable: number;
  /** How the server exited on the final SIGTERM. */
  finalExit: { code: number | null; signal: string | null };
  totals: CrashTotals;
  violations: string[];
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = ([min, max]: [number, number]) => min + Math.random() * (max - min);

const ordersPerCustomer = 8;

/** Three products of scarce stock (out-of-stock refusals, stock returned by cancels and expiry), two plenty. */
const stocks = [25, 40, 60, 1_000_000, 1_000_000];

/**
 * Streams orders and payments at the real server while killing it with SIGKILL at random moments
 * and starting it again on the same database and port; then stops it cleanly and checks the
 * invariants (crash-invariants.ts) against what the shoppers were told.
 */
export async function runCrashDrill(options: CrashDrillOptions): Promise<CrashDrillReport> {
  const { database, log = () => {} } = options;
  const { products, tokens } = await seedLoadShop(database.db, {
    customers: options.shoppers,
    stocks,
    label: 'crash',
  });
  const webhookSecret = randomBytes(24).toString('hex');
  const port = await freePort();
  const env = {
    PAYMENTS_TEST_SECRET: webhookSecret,
    ORDER_EXPIRY_HOURS: String(options.expirySeconds / 3600),
    DB_POOL_SIZE: '5',
    // Expiry every second (and at every start), racing the shoppers' payments and cancellations.
    ORDER_JOBS_INTERVAL_MS: '1000',
    // Every shopper comes from 127.0.0.1: the per-address limits (payment starts) are not the test.
    RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1',
    // Each shopper keeps several orders unpaid at once: the reservation caps are not the test.
    ...uncappedReservations,
  };
  const startsMs: number[] = [];
  const start = async () => {
    const t0 = performance.now();
    const server = await startShopProcess({ databaseUrl: database.url, port, env });
    startsMs.push(performance.now() - t0);
    return server;
  };
  let server = await start();
  const client = new DrillClient(server.baseUrl);
  const shop = { client, products, tokens, webhookSecret };
  const attempts: OrderAttempt[] = [];
  const failures: string[] = [];
  let stopping = false;
  let next = 0;
  let nextSlot = Date.now();

  let nextCustomer = tokens.length;
  const shopper = async (first: number) => {
    let customer = first;
    for (let visits = 0; !stopping; visits++) {
      // A new customer now and then keeps each under the per-customer limits (30 orders and 20
      // payment starts an hour), retries included.
      if (visits > 0 && visits % ordersPerCustomer === 0) {
        customer = nextCustomer++;
        tokens[customer] = await createLoadCustomer(database.db, 'crash', customer);
      }
      if (options.rate > 0) {
        const slot = Math.max(Date.now(), nextSlot);
        nextSlot = slot + 1000 / options.rate;
        await pause(slot - Date.now());
        if (stopping) break;
      }
      const r = Math.random();
      const plan: Plan = r < 0.6 ? 'pay' : r < 0.8 ? 'cancel' : 'leave';
      try {
        attempts.push(await shopOnce(shop, customer, next++, plan));
      } catch (error) {
        failures.push(`shopper ${customer}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const shoppers = Array.from({ length: options.shoppers }, (_, i) => shopper(i));

  const cutOff: number[] = [];
  try {
    for (let k = 1; k <= options.kills; k++) {
      await pause(between(options.upMs));
      // A kill that lands between requests cuts nothing off: give the shoppers up to 2 s to have
      // one in flight (they may all be waiting out a retry after the last restart).
      for (let waited = 0; client.inFlight === 0 && waited < 2000; waited += 5) await pause(5);
      if (!server.alive()) failures.push(`the server exited on its own before kill ${k}:\n${server.output()}`);
      cutOff.push(client.inFlight);
      server.kill('SIGKILL');
      await server.exited;
      server = await start();
      log(
        `kill ${k}/${options.kills}: ${cutOff.at(-1)} requests cut off; back after ${startsMs.at(-1)!.toFixed(0)} ms`,
      );
    }
    await pause(options.upMs[1]);
  } finally {
    stopping = true;
    await Promise.all(shoppers);
  }
  if (!server.alive()) failures.push(`the server exited on its own after the last kill:\n${server.output()}`);
  server.kill('SIGTERM');
  const finalExit = await server.exited;
  if (finalExit.code !== 0) failures.push(`the server's clean stop exited with ${finalExit.code ?? finalExit.signal}`);

  const { violations, totals } = await checkCrashInvariants(database.db, products, attempts);
  return {
    kills: cutOff.length,
    cutOff,
    startsMs,
    attempts: attempts.length,
    placed: attempts.filter((a) => a.placedRefs.length > 0).length,
    replayed: attempts.filter((a) => a.placedRefs.length > 1).length,
    outOfStock: attempts.filter((a) => a.outOfStock).length,
    paymentsRefused: attempts.filter((a) => a.paymentRefused).length,
    requests: client.requests,
    connectionErrors: client.connectionErrors,
    unavailable: client.unavailable,
    finalExit,
    totals,
    violations: [...failures, ...violations],
  };
}

/** The report in a few lines, for the script and the test's failure message. */
export function describeCrashReport(r: CrashDrillReport): string {
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const t = r.totals;
  return [
    `${r.kills} SIGKILLs (requests cut off per kill: ${r.cutOff.join(', ')}); starts took ${avg(r.startsMs).toFixed(0)} ms on average`,
    `${r.requests} requests: ${r.connectionErrors} connection errors and ${r.unavailable} 503s retried by the clients`,
    `${r.attempts} orders tried: ${r.placed} placed (${r.replayed} also answered again for the same key), ${r.outOfStock} out of stock`,
    `orders now: ${t.orders} (${t.paid} paid, ${t.cancelled} cancelled, ${t.expired} expired, ${t.awaiting} awaiting); ` +
      `${r.paymentsRefused} payments refused (order expired), ${t.refundsDue} refunds due, ${t.paymentsPending} payments left pending`,
    `final SIGTERM: exit code ${r.finalExit.code ?? r.finalExit.signal}`,
    r.violations.length === 0
      ? 'ALL INVARIANTS HOLD: every order answered 201 exists exactly once, stock = initial − held, no order paid twice'
      : `${r.violations.length} VIOLATION(S):\n  ${r.violations.slice(0, 50).join('\n  ')}`,
  ].join('\n');
}
