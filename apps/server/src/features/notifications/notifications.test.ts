import { describe, expect, it } from 'vitest';
import { notificationSchema } from '@oja/shared/notifications';
import type { OrderState } from '@oja/shared/order-status';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import {
  clientLine,
  lagosAddress,
  makeOrder,
  makeStockedProduct,
  moveOrder,
} from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp();

type Auth = Record<string, string>;
const listOf = async (auth: Auth) =>
  notificationSchema.array().parse((await app.inject({ url: '/api/notifications/', headers: auth })).json());
const unread = async (auth: Auth) =>
  (await app.inject({ url: '/api/notifications/unread-count/', headers: auth })).json().unread as number;
const markRead = (auth: Auth, payload?: object) =>
  app.inject({ method: 'POST', url: '/api/notifications/read/', headers: auth, ...(payload ? { payload } : {}) });

async function customerWithOrder(state: OrderState = 'awaiting') {
  const customer = await makeSignedInUser(db);
  const p = await makeStockedProduct(db);
  const order = await makeOrder(db, customer.user.id, [{ productId: p.id }], { state });
  return { customer, order };
}

describe('notifications of order events', () => {
  it('tells the customer each step of the lifecycle, newest first, from the transitions themselves', async () => {
    const { customer, order } = await customerWithOrder('awaiting');
    const ref = order.order_ref;
    await moveOrder(db, order.id, 'awaiting', { kind: 'staff' }); // staff reviewed it and set the fees
    await moveOrder(db, order.id, 'opened', { kind: 'provider' });
    await moveOrder(db, order.id, 'processed');
    await moveOrder(db, order.id, 'delivered');
    await moveOrder(db, order.id, 'refunded');

    const list = await listOf(customer.auth);
    expect(list.map((n) => n.kind)).toEqual([
      'order_refunded',
      'order_delivered',
      'order_processed',
      'payment_confirmed',
      'order_reviewed',
    ]);
    expect(list.every((n) => n.order_id === ref && !n.read)).toBe(true);
    expect(list.at(-1)!.title).toBe(`Order ${ref} is ready for payment`);
    expect(list[1]!.body).toMatch(/review the products/);
    expect(await unread(customer.auth)).toBe(5);
  });

  it('writes nothing for placing, cancelling or expiring an order', async () => {
    const customer = await makeSignedInUser(db);
    const p = await makeStockedProduct(db, { quantity: 5 });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      payload: { address: lagosAddress, items: [clientLine(p.id, 1)] },
      headers: customer.auth,
    });
    expect(placed.statusCode).toBe(201);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/orders/${placed.json().id}`, headers: customer.auth }))
        .statusCode,
    ).toBe(200);
    const { order } = await customerWithOrder('awaiting');
    await moveOrder(db, order.id, 'expired', { kind: 'system' });
    expect(await listOf(customer.auth)).toEqual([]);
    const rows = await db
      .selectFrom('notifications')
      .select('id')
      .where('order_id', 'in', [placed.json().id, order.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it('is written in the transition’s transaction: a transition rolled back leaves no notification', async () => {
    const { customer, order } = await customerWithOrder('processed');
    await expect(
      db.transaction().execute(async (trx) => {
        await moveOrder(trx, order.id, 'delivered');
        throw new Error('the rest of the transition failed');
      }),
    ).rejects.toThrow('the rest of the transition failed');
    expect(await listOf(customer.auth)).toEqual([]);
    const state = await db.selectFrom('orders').select('state').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(state.state).toBe('processed');
  });
});

describe('the notifications API', () => {
  it("shows each customer only their own, and never marks another customer's read", async () => {
    const mine = await customerWithOrder('opened');
    const theirs = await customerWithOrder('opened');
    await moveOrder(db, mine.order.id, 'processed');
    await moveOrder(db, theirs.order.id, 'processed');
    const [theirNotification] = await listOf(theirs.customer.auth);

    expect((await listOf(mine.customer.auth)).map((n) => n.order_id)).toEqual([mine.order.order_ref]);
    const marked = await markRead(mine.customer.auth, { ids: [theirNotification!.id] });
    expect(marked.json()).toEqual({ marked: 0, unread: 1 });
    expect(await unread(theirs.customer.auth)).toBe(1);
    expect((await app.inject('/api/notifications/')).statusCode).toBe(401);
    expect((await app.inject('/api/notifications/unread-count/')).statusCode).toBe(401);
    expect((await markRead({})).statusCode).toBe(401);
  });

  it('marks the given notifications read, or all of them, and counts the unread ones', async () => {
    const { customer, order } = await customerWithOrder('opened');
    await moveOrder(db, order.id, 'processed');
    await moveOrder(db, order.id, 'delivered');
    const [delivered, processed] = await listOf(customer.auth);
    expect(await unread(customer.auth)).toBe(2);

    expect((await markRead(customer.auth, { ids: [processed!.id] })).json()).toEqual({ marked: 1, unread: 1 });
    expect((await listOf(customer.auth)).map((n) => n.read)).toEqual([false, true]);
    expect((await markRead(customer.auth)).json()).toEqual({ marked: 1, unread: 0 });
    expect((await markRead(customer.auth)).json()).toEqual({ marked: 0, unread: 0 });
    expect((await listOf(customer.auth)).every((n) => n.read)).toBe(true);
    expect(delivered!.kind).toBe('order_delivered');
    expect((await markRead(customer.auth, { ids: [] })).statusCode).toBe(400);
  });
});
