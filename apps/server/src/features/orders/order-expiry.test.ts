import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimiter, databaseStore } from '../../rate-limit/index.ts';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { makeUser } from '@oja/testing/factories/factories';
import { loadConfig } from '../../config.ts';
import {
  accraAddress,
  clientLine,
  lagosAddress,
  makeStockedProduct,
  stockOf,
} from '@oja/testing/factories/order-factories';
import { defaultFeeRules } from './fee-rules.ts';
import { expireDueOrders } from './order-expiry.ts';
import { placeOrder, type OrderSettings } from './place-order.service.ts';
import { cancelOrder } from './orders.service.ts';
import { reservationPolicyOf } from './reservations.ts';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.drop());
const limiter = createRateLimiter(databaseStore(database));

const settings: OrderSettings = {
  feeRules: defaultFeeRules,
  expiryHours: 48,
  reviewHoldHours: 24,
  reservations: reservationPolicyOf(loadConfig({}), database.dialect),
};
const placer = (userId: number) => ({ userId, ip: '203.0.113.10' });
const hour = 3_600_000;

async function orderOf(quantity: number, stock = 10) {
  const user = await makeUser(db);
  const product = await makeStockedProduct(db, { quantity: stock });
  const { order } = await placeOrder(db, limiter, settings, placer(user.id), {
    address: lagosAddress,
    items: [clientLine(product.id, quantity)],
  });
  return { user, product, order };
}

const stateOf = (id: number) =>
  db.selectFrom('orders').select(['state', 'expires_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('expiry of unpaid orders', () => {
  it('sets the expiry from ORDER_EXPIRY_HOURS', async () => {
    const before = Date.now();
    const user = await makeUser(db);
    const product = await makeStockedProduct(db);
    const { order } = await placeOrder(db, limiter, { ...settings, expiryHours: 2 }, placer(user.id), {
      address: lagosAddress,
      items: [clientLine(product.id, 1)],
    });
    expect(order.expires_at! - order.created_at).toBe(2 * hour);
    expect(order.created_at).toBeGreaterThanOrEqual(before);
  });

  it('holds the stock of an order waiting for staff review only for REVIEW_HOLD_HOURS', async () => {
    const user = await makeUser(db);
    const product = await makeStockedProduct(db, { quantity: 10 });
    const { order } = await placeOrder(db, limiter, { ...settings, reviewHoldHours: 6 }, placer(user.id), {
      address: accraAddress, // no fee rule covers Ghana: staff set the fees
      items: [clientLine(product.id, 3)],
    });
    expect(order.order_reviewed).toBe(false);
    expect(order.expires_at! - order.created_at).toBe(6 * hour);
    await expireDueOrders(db, order.created_at + 6 * hour - 1);
    expect((await stateOf(order.id)).state).toBe('awaiting');
    await expireDueOrders(db, order.created_at + 6 * hour);
    expect((await stateOf(order.id)).state).toBe('expired');
    expect(await stockOf(db, product.id)).toBe(10);
  });

  it('leaves orders alone until their time is up, then expires them and returns the stock', async () => {
    const { product, order } = await orderOf(3, 10);
    expect(await stockOf(db, product.id)).toBe(7);
    await expireDueOrders(db, order.created_at + 47 * hour);
    expect((await stateOf(order.id)).state).toBe('awaiting');
    expect(await stockOf(db, product.id)).toBe(7);

    expect(await expireDueOrders(db, order.created_at + 48 * hour)).toBeGreaterThanOrEqual(1);
    expect((await stateOf(order.id)).state).toBe('expired');
    expect(await stockOf(db, product.id)).toBe(10);
    const events = await db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.from_state, e.to_state, e.actor_kind])).toEqual([
      [null, 'awaiting', 'customer'],
      ['awaiting', 'expired', 'system'],
    ]);
    // A later run finds nothing more to do for it.
    await expireDueOrders(db, order.created_at + 100 * hour);
    expect(await stockOf(db, product.id)).toBe(10);
  });

  it('returns the stock exactly once when several runs overlap', async () => {
    const orders = await Promise.all([orderOf(2, 5), orderOf(1, 5), orderOf(5, 5)]);
    const later = Math.max(...orders.map((o) => o.order.created_at)) + 49 * hour;
    const runs = await Promise.all(Array.from({ length: 4 }, () => expireDueOrders(db, later)));
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    for (const { product, order } of orders) {
      expect((await stateOf(order.id)).state).toBe('expired');
      expect(await stockOf(db, product.id)).toBe(5);
      const events = await db
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', order.id)
        .where('to_state', '=', 'expired')
        .execute();
      expect(events).toHaveLength(1);
    }
  });

  it('never expires a cancelled or paid order, and a cancel racing the expiry returns the stock once', async () => {
    const { user, product, order } = await orderOf(4, 4);
    const due = order.created_at + 49 * hour;
    const [cancel, expired] = await Promise.allSettled([cancelOrder(db, user.id, order.id), expireDueOrders(db, due)]);
    expect(await stockOf(db, product.id)).toBe(4);
    const state = (await stateOf(order.id)).state;
    expect(['cancelled', 'expired']).toContain(state);
    expect(cancel.status === 'fulfilled').toBe(state === 'cancelled');
    expect(expired.status).toBe('fulfilled');

    const paid = await orderOf(1, 3);
    await db
      .updateTable('orders')
      .set({ state: 'opened', paid_at: Date.now() })
      .where('id', '=', paid.order.id)
      .execute();
    await expireDueOrders(db, due + hour);
    expect((await stateOf(paid.order.id)).state).toBe('opened');
    expect(await stockOf(db, paid.product.id)).toBe(2);
  });
});
