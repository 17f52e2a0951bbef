import { Migrator } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { makeUser } from '@oja/testing/factories/factories';
import { heldCounts } from '@oja/testing/factories/held-units';
import { clientLine, lagosAddress, makeStockedProduct } from '@oja/testing/factories/order-factories';
import { loadConfig } from '../../config.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createRateLimiter, databaseStore } from '../../rate-limit/index.ts';
import { defaultFeeRules } from './fee-rules.ts';
import { expireDueOrders } from './order-expiry.ts';
import type { OrderState } from './order-graph.ts';
import { transition } from './order-lifecycle.ts';
import { placeOrder, type OrderSettings } from './place-order.service.ts';
import { reservationPolicyOf } from './reservations.ts';

// The units unpaid orders hold are a number kept per product and per variant (decision 0067). It
// must always equal the sum it replaces, over the orders that hold stock, after every step of the
// lifecycle that begins or ends a hold: placing, paying, cancelling, expiring, pay on delivery
// accepted, dispatched, paid or refused at the door.

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.drop());
const limiter = createRateLimiter(databaseStore(database));
const settings: OrderSettings = {
  feeRules: defaultFeeRules,
  expiryHours: 48,
  reviewHoldHours: 24,
  reservations: reservationPolicyOf(
    loadConfig({ RESERVE_MAX_UNPAID_ORDERS: '1000', RESERVE_MAX_UNITS_PER_CUSTOMER: '100000' }),
    database.dialect,
  ),
};

const expectCountKept = async () => {
  const { products, variants } = await heldCounts(db);
  for (const [id, c] of Object.entries(products)) expect(c.counted, `product ${id}`).toBe(c.summed);
  for (const [id, c] of Object.entries(variants)) expect(c.counted, `variant ${id}`).toBe(c.summed);
};

/** A line of the order's body: the original client's, with the variant the shop's own client names. */
type Line = ReturnType<typeof clientLine> & { variant_id?: number };

const heldOf = async (productId: number) =>
  Number((await db.selectFrom('products').select('held').where('id', '=', productId).executeTakeFirstOrThrow()).held);

async function place(userId: number, items: Line[]) {
  const { order } = await placeOrder(
    db,
    limiter,
    settings,
    { userId, ip: '203.0.113.77' },
    {
      address: lagosAddress,
      items,
    },
  );
  return order.id;
}

const stateOf = async (id: number) =>
  (await db.selectFrom('orders').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state as OrderState;

const staff = { kind: 'staff' as const, userId: null };
const publicUrl = 'http://localhost:3000';

/** Every step that moves an order (the way the features take them), by name. */
const steps = {
  pay: (orderId: number) =>
    transition(db, {
      step: 'pay',
      orderId,
      actor: { kind: 'provider', userId: null },
      note: null,
      changes: { paid_at: Date.now(), payment_method: 'provider' },
      facts: { amountMinor: 1, currency: 'USD', providerName: 'Test', testMode: true },
      publicUrl,
    }),
  cancel: async (orderId: number) =>
    transition(db, {
      step: 'cancel',
      from: await stateOf(orderId),
      orderId,
      actor: { kind: 'customer', userId: null },
      note: null,
    }),
  acceptOnDelivery: (orderId: number) =>
    transition(db, {
      step: 'accept_on_delivery',
      orderId,
      actor: { kind: 'customer', userId: null },
      note: null,
      changes: { payment_method: 'on_delivery' },
      publicUrl,
    }),
  process: async (orderId: number) =>
    transition(db, { step: 'process', from: await stateOf(orderId), orderId, actor: staff, note: null, publicUrl }),
  paidAtDoor: (orderId: number) =>
    transition(db, {
      step: 'paid_on_delivery',
      orderId,
      actor: staff,
      note: null,
      changes: { paid_at: Date.now(), delivery_outcome: 'paid' },
      publicUrl,
    }),
  refusedAtDoor: async (orderId: number) =>
    transition(db, {
      step: 'refused_on_delivery',
      from: await stateOf(orderId),
      orderId,
      actor: staff,
      note: null,
      changes: { delivery_outcome: 'refused' },
      publicUrl,
    }),
  deliver: (orderId: number) => transition(db, { step: 'deliver', orderId, actor: staff, note: null, publicUrl }),
};

describe('the held units kept per product and variant', () => {
  it('count a placed order and let go of it when it is paid, as the sum over unpaid orders does', async () => {
    const user = await makeUser(db);
    const product = await makeStockedProduct(db, { quantity: 50 });
    const { variants, ...sized } = await makeStockedProduct(db, {}, [
      { label: '500 g', quantity: 20 },
      { label: '1 kg', quantity: 20 },
    ]);
    const id = await place(user.id, [
      clientLine(product.id, 3),
      { ...clientLine(sized.id, 2), variant_id: variants[1]!.id },
    ]);
    expect(await heldOf(product.id)).toBe(3);
    expect(await heldOf(sized.id)).toBe(2);
    await expectCountKept();
    expect(await steps.pay(id)).toBe(true);
    expect(await heldOf(product.id)).toBe(0);
    expect(await heldOf(sized.id)).toBe(0);
    await expectCountKept();
  });

  it('let go of cancelled and expired orders, which return their stock', async () => {
    const user = await makeUser(db);
    const product = await makeStockedProduct(db, { quantity: 50 });
    const cancelled = await place(user.id, [clientLine(product.id, 4)]);
    const expiring = await place(user.id, [clientLine(product.id, 5)]);
    expect(await heldOf(product.id)).toBe(9);
    await steps.cancel(cancelled);
    expect(await heldOf(product.id)).toBe(5);
    await db
      .updateTable('orders')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', expiring)
      .execute();
    await expireDueOrders(db);
    expect(await stateOf(expiring)).toBe('expired');
    expect(await heldOf(product.id)).toBe(0);
    await expectCountKept();
  });

  it('keep holding pay on delivery through dispatch, and let go when paid or refused at the door', async () => {
    const user = await makeUser(db);
    const product = await makeStockedProduct(db, { quantity: 50 });
    const paid = await place(user.id, [clientLine(product.id, 2)]);
    const refused = await place(user.id, [clientLine(product.id, 3)]);
    for (const id of [paid, refused]) {
      await steps.acceptOnDelivery(id);
      await steps.process(id);
    }
    // Dispatched and unpaid: still held (decision 0040), as the sum counts it.
    expect(await heldOf(product.id)).toBe(5);
    await expectCountKept();
    await steps.paidAtDoor(paid);
    expect(await heldOf(product.id)).toBe(3);
    await steps.refusedAtDoor(refused);
    expect(await heldOf(product.id)).toBe(0);
    await expectCountKept();
  });

  it('equal the sum after any sequence of steps over many orders (a seeded walk)', async () => {
    const user = await makeUser(db);
    const plain = await makeStockedProduct(db, { quantity: 500 });
    const { variants, ...sized } = await makeStockedProduct(db, {}, [
      { label: 'small', quantity: 300 },
      { label: 'large', quantity: 300 },
    ]);
    let seed = 37;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const orders: number[] = [];
    for (let round = 0; round < 40; round++) {
      const choice = next(orders.length === 0 ? 1 : 6);
      if (choice === 0) {
        orders.push(
          await place(user.id, [
            clientLine(plain.id, 1 + next(3)),
            { ...clientLine(sized.id, 1 + next(2)), variant_id: variants[next(2)]!.id },
          ]),
        );
        continue;
      }
      const id = orders[next(orders.length)]!;
      const state = await stateOf(id);
      const moves: Record<string, (id: number) => Promise<boolean>> =
        state === 'awaiting'
          ? { pay: steps.pay, cancel: steps.cancel, accept: steps.acceptOnDelivery }
          : state === 'on_delivery'
            ? { process: steps.process, cancel: steps.cancel, refused: steps.refusedAtDoor }
            : state === 'processed'
              ? (await db.selectFrom('orders').select('paid_at').where('id', '=', id).executeTakeFirstOrThrow())
                  .paid_at === null
                ? { paid: steps.paidAtDoor, refused: steps.refusedAtDoor }
                : { deliver: steps.deliver }
              : state === 'opened'
                ? { process: steps.process }
                : {};
      const names = Object.keys(moves);
      if (names.length > 0) await moves[names[next(names.length)]!]!(id);
      await expectCountKept();
    }
    expect(orders.length).toBeGreaterThan(3);
  });
});

describe('migration 0034', () => {
  it('counts what the orders that hold stock already hold', async () => {
    const fresh = await createTestDatabase();
    try {
      const user = await makeUser(fresh.db);
      const product = await makeStockedProduct(fresh.db, { quantity: 50 });
      const { variants, ...sized } = await makeStockedProduct(fresh.db, {}, [{ label: 'one', quantity: 10 }]);
      const fsettings = {
        ...settings,
        reservations: { ...settings.reservations, dialect: fresh.dialect },
      };
      const placeIn = async (items: Line[]) =>
        (
          await placeOrder(
            fresh.db,
            createRateLimiter(databaseStore(fresh)),
            fsettings,
            { userId: user.id, ip: '203.0.113.78' },
            {
              address: lagosAddress,
              items,
            },
          )
        ).order.id;
      await placeIn([clientLine(product.id, 2), { ...clientLine(sized.id, 1), variant_id: variants[0]!.id }]);
      const paid = await placeIn([clientLine(product.id, 4)]);
      await fresh.db
        .updateTable('orders')
        .set({ state: 'opened', paid_at: Date.now() })
        .where('id', '=', paid)
        .execute();
      const migrator = new Migrator({
        db: fresh.db,
        provider: { getMigrations: async () => migrations(fresh.dialect) },
      });
      expect((await migrator.migrateTo('0033-sms-budget')).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const held = await fresh.db
        .selectFrom('products')
        .select(['id', 'held'])
        .where('id', 'in', [product.id, sized.id])
        .orderBy('id')
        .execute();
      expect(held.map((r) => Number(r.held))).toEqual([2, 1]);
      const variant = await fresh.db
        .selectFrom('product_variants')
        .select('held')
        .where('id', '=', variants[0]!.id)
        .executeTakeFirstOrThrow();
      expect(Number(variant.held)).toBe(1);
    } finally {
      await fresh.drop();
    }
  });
});
