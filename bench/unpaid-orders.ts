// Placing an order in the server's own process (no HTTP, one order at a time) at 0, 10,000 and
// 50,000 unpaid orders of other customers: the cost the number of unpaid orders adds, with the
// noise of a shared machine's HTTP load left out (bench/writes.mjs measures the same through HTTP).
// Figures only: p50 and p95 of 150 orders at each point, and each point's ratio to the first.
//
//   node --import tsx bench/unpaid-orders.ts [sqlite|postgres]
//
// PostgreSQL: a uniquely named database on BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped at the end.
import { sql } from 'kysely';
import { loadConfig } from '@oja/server/config';
import { defaultFeeRules } from '@oja/server/features/orders/fee-rules';
import { placeOrder } from '@oja/server/features/orders/place-order.service';
import { reservationPolicyOf } from '@oja/server/features/orders/reservations';
import { createScratchDatabase } from '@oja/testing/databases/scratch-database';
import { insertLoadOrders, loadOrderBody, seedLoadShop } from '@oja/testing/factories/load-shop';

const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const database = await createScratchDatabase(dialect, { prefix: 'oja_bench', adminUrl });
const db = database.db;
const perPoint = 150;
// Two customers hold the unpaid orders; each measured order is placed by a customer of its own
// (one with hundreds of unpaid orders would measure their own orders, which the caps bound).
const { products } = await seedLoadShop(db, {
  customers: 2 + 4 * perPoint,
  stocks: Array(10).fill(1_000_000),
  label: 'unpaid',
});
const [holderA, holderB, ...buyers] = (await db.selectFrom('users').select('id').orderBy('id').execute()).map(
  (u) => u.id,
);
// The share cap at its default (20 %), which reads what unpaid orders hold; the caps that would
// stop one network placing 600 orders are lifted (the placing address is exempt).
const config = loadConfig({
  RESERVE_MAX_UNPAID_ORDERS: '10000',
  RESERVE_MAX_UNITS_PER_CUSTOMER: '1000000',
  RESERVE_MAX_UNITS_PER_ORDER: '1000',
  RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1',
});
const settings = {
  feeRules: defaultFeeRules,
  expiryHours: 48,
  reviewHoldHours: 24,
  reservations: reservationPolicyOf(config, dialect),
};
const noLimit = { take: async () => {} } as never;

let n = 0;
async function measure() {
  const ms: number[] = [];
  for (let i = 0; i < perPoint; i++) {
    const t0 = performance.now();
    await placeOrder(
      db,
      noLimit,
      settings,
      { userId: buyers[n]!, ip: '127.0.0.1' },
      loadOrderBody(products, n++) as never,
    );
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(perPoint / 2)]!, p95: ms[Math.floor(perPoint * 0.95)]! };
}

/** Unpaid orders of two other customers from other addresses, one line each, written directly. */
let made = 0;
async function grow(to: number) {
  const now = Date.now();
  const units = (to - made) / products.length; // each product takes every tenth line
  for (; made < to; made += 500) {
    await insertLoadOrders(
      db,
      Array.from({ length: 500 }, (_, k) => ({
        order_ref: `OJA-UNPAID${made + k}`,
        user_id: (made + k) % 2 ? holderA! : holderB!,
        state: 'awaiting' as const,
        order_reviewed: 1 as const,
        currency: 'NGN' as const,
        subtotal_minor: 280_000,
        total_minor: 280_000,
        created_at: now,
        expires_at: now + 48 * 3_600_000,
        client_ip: `10.${(made + k) >> 8}.${(made + k) & 255}.1`,
        lines: [{ product_id: products[k % products.length]!.id, quantity: 1, unit_minor: 280_000 }],
      })),
    );
  }
  // Their stock reserved and, where the tree keeps the count (decision 0067), counted as held.
  const ids = products.map((p) => p.id);
  // Since decision 0086 on the products' variants (the products' sums follow them), before on the products.
  const variants = await db
    .updateTable('product_variants')
    .set({ quantity: sql`quantity - ${units}`, held: sql`held + ${units}` })
    .where('product_id', 'in', ids)
    .executeTakeFirst()
    .catch(() => undefined);
  if (!variants || Number(variants.numUpdatedRows) === 0) {
    await db
      .updateTable('products')
      .set({ quantity: sql`quantity - ${units}` })
      .where('id', 'in', ids)
      .execute();
    await sql`update products set held = held + ${units} where id in (${sql.join(ids)})`.execute(db).catch(() => {});
  }
  await sql`analyze`.execute(db);
}

console.log(`unpaid-orders on ${dialect}: 150 orders at each point, one at a time, in-process`);
await measure(); // warm-up
let first: { p50: number; p95: number } | undefined;
for (const point of [0, 10_000, 50_000]) {
  await grow(point);
  const r = await measure();
  first ??= r;
  console.log(
    `  ${String(point).padStart(6)} unpaid   p50 ${r.p50.toFixed(2).padStart(7)} ms (${(r.p50 / first.p50).toFixed(2)}×)   p95 ${r.p95.toFixed(2).padStart(7)} ms (${(r.p95 / first.p95).toFixed(2)}×)`,
  );
}
await database.drop();
