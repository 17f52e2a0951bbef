import { describe, expect, it } from 'vitest';
import { orderDetailSchema, orderSummarySchema } from '@oja/shared/orders';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import {
  clientLine,
  lagosAddress,
  makeStockedProduct,
  stockOf,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';
import { pageLanguageHeader } from '../../i18n/index.ts';

// Customers with many orders at once: the reservation caps have tests of their own.
const { app, db } = await createTestApp(uncappedReservations);

type Auth = Record<string, string>;

async function placeFor(auth: Auth, productId: number, quantity = 1) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/place-order/',
    payload: { address: lagosAddress, items: [clientLine(productId, quantity)] },
    headers: auth,
  });
  expect(res.statusCode).toBe(201);
  return orderDetailSchema.parse(res.json());
}

const setState = (id: number, state: 'opened' | 'processed' | 'delivered' | 'refunded' | 'expired') =>
  db.updateTable('orders').set({ state }).where('id', '=', id).execute();

const get = (url: string, auth: Auth) => app.inject({ url, headers: auth });
const cancel = (id: number | string, auth: Auth) =>
  app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: auth });

describe('My Orders', () => {
  it('lists only my orders, newest first, as a plain array without cancelled or expired ones', async () => {
    const me = await makeSignedInUser(db);
    const someoneElse = await makeSignedInUser(db);
    const p = await makeStockedProduct(db, { quantity: 50 });
    const first = await placeFor(me.auth, p.id);
    const second = await placeFor(me.auth, p.id);
    const third = await placeFor(me.auth, p.id);
    await placeFor(someoneElse.auth, p.id);
    await setState(second.id, 'expired');
    expect((await cancel(first.id, me.auth)).statusCode).toBe(200);

    const res = await get('/api/orders/', me.auth);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((o: { id: number }) => o.id)).toEqual([third.id]);
    orderSummarySchema.parse(list[0]);
    expect(list[0]).toMatchObject({
      order_id: third.order_id,
      status: null,
      order_reviewed: true,
      order_total: third.order_total,
    });

    const fourth = await placeFor(me.auth, p.id);
    const again = (await get('/api/orders/', me.auth)).json();
    expect(again.map((o: { id: number }) => o.id)).toEqual([fourth.id, third.id]);
    expect((await get('/api/orders/', {})).statusCode).toBe(401);
  });

  it("shows one order by its reference, and answers 404 for another customer's", async () => {
    const me = await makeSignedInUser(db);
    const them = await makeSignedInUser(db);
    const p = await makeStockedProduct(db, { price_ngn_kobo: 250_000, price_usd_cents: 300 });
    const mine = await placeFor(me.auth, p.id, 2);
    const res = await get(`/api/orders/?order_id=${mine.order_id}`, me.auth);
    expect(res.statusCode).toBe(200);
    const [detail] = res.json();
    expect(orderDetailSchema.parse(detail)).toEqual(mine);
    expect(detail).toMatchObject({
      amount: 5_000,
      shipping_cost: 1_500,
      shipping_fee: 0,
      handling_fee: 200,
      packaging_fee: 500,
      insurance_fee: 0,
      order_total: 7_200,
      currency: 'NGN',
      items: [
        {
          id: p.id,
          title: p.title,
          image_url: p.image_url,
          quantity: 2,
          total_price: 6,
          total_price_naira: 5_000,
          unit_price: 2_500,
        },
      ],
    });

    const theirs = await get(`/api/orders/?order_id=${mine.order_id}`, them.auth);
    expect(theirs.statusCode).toBe(404);
    const notTheirs = {
      code: 'not_found',
      message_id: 'detail.order-ref-not-found',
      message_values: { ref: mine.order_id },
    };
    expect(theirs.json()).toEqual({ ...notTheirs, detail: `Order ${mine.order_id} not found.` });
    const page = await get(`/api/orders/?order_id=${mine.order_id}`, { ...them.auth, [pageLanguageHeader]: 'yo' });
    expect(page.json()).toEqual({ ...notTheirs, detail: `A kò rí ọ́dà ${mine.order_id}.` });
    expect((await get('/api/orders/?order_id=OJA-NOTHERE', me.auth)).statusCode).toBe(404);
  });

  it('counts total, pending, processed (status 1 and 3) and completed (status 5)', async () => {
    const me = await makeSignedInUser(db);
    const p = await makeStockedProduct(db, { quantity: 50 });
    const orders = [];
    for (let i = 0; i < 7; i++) orders.push(await placeFor(me.auth, p.id));
    await setState(orders[0]!.id, 'opened');
    await setState(orders[1]!.id, 'processed');
    await setState(orders[2]!.id, 'delivered');
    await setState(orders[3]!.id, 'refunded');
    await setState(orders[4]!.id, 'expired');
    await cancel(orders[5]!.id, me.auth);
    const res = await get('/api/shopper-orders/count/', me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 5, pending: 1, processed: 2, completed: 1 });
    const statuses = (await get('/api/orders/', me.auth)).json().map((o: { status: unknown }) => o.status);
    expect(statuses.sort()).toEqual([1, 3, 4, 5, null].sort());
    const other = await makeSignedInUser(db);
    expect((await get('/api/shopper-orders/count/', other.auth)).json()).toEqual({
      total: 0,
      pending: 0,
      processed: 0,
      completed: 0,
    });
  });
});

describe('DELETE /api/orders/{id}', () => {
  it('cancels my unpaid order: stock returned, event recorded, gone from the list, kept in the database', async () => {
    const me = await makeSignedInUser(db);
    const p = await makeStockedProduct(db, { quantity: 6 });
    const order = await placeFor(me.auth, p.id, 4);
    expect(await stockOf(db, p.id)).toBe(2);
    const res = await cancel(order.id, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, state: 'cancelled', order_id: order.order_id });
    expect(await stockOf(db, p.id)).toBe(6);
    expect((await get('/api/orders/', me.auth)).json()).toEqual([]);
    const stored = await db.selectFrom('orders').select('state').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored.state).toBe('cancelled');
    const events = await db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(events.at(-1)).toMatchObject({
      from_state: 'awaiting',
      to_state: 'cancelled',
      actor_kind: 'customer',
      actor_user_id: me.user.id,
    });

    const twice = await cancel(order.id, me.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'conflict',
      detail: 'This order is already cancelled.',
      message_id: 'detail.order.already-cancelled',
    });
    // The web's request (issue 31): the same refusal in the page's language.
    const yoruba = await cancel(order.id, { ...me.auth, [pageLanguageHeader]: 'yo' });
    expect(yoruba.statusCode).toBe(409);
    expect(yoruba.json()).toEqual({
      code: 'conflict',
      detail: 'A ti fagilé ọ́dà yìí tẹ́lẹ̀.',
      message_id: 'detail.order.already-cancelled',
    });
    expect(await stockOf(db, p.id)).toBe(6);
  });

  it("refuses a paid order with a clear message and another customer's order as not found", async () => {
    const me = await makeSignedInUser(db);
    const them = await makeSignedInUser(db);
    const p = await makeStockedProduct(db, { quantity: 6 });
    const paid = await placeFor(me.auth, p.id);
    await setState(paid.id, 'opened');
    const refused = await cancel(paid.id, me.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'conflict',
      detail: 'This order has been paid, so it can no longer be cancelled. Please contact us if you need a refund.',
      message_id: 'detail.order.paid-no-cancel',
    });
    const yoruba = await cancel(paid.id, { ...me.auth, [pageLanguageHeader]: 'yo' });
    expect(yoruba.statusCode).toBe(409);
    expect(yoruba.json()).toEqual({
      code: 'conflict',
      detail:
        'A ti sanwó fún ọ́dà yìí, nítorí náà ẹ kò lè fagilé e mọ́. Ẹ jọ̀wọ́ ẹ kàn sí wa tí ẹ bá fẹ́ kí a dá owó yín padà.',
      message_id: 'detail.order.paid-no-cancel',
    });

    const mine = await placeFor(me.auth, p.id);
    const stranger = await cancel(mine.id, them.auth);
    expect(stranger.statusCode).toBe(404);
    expect((await get(`/api/orders/?order_id=${mine.order_id}`, me.auth)).json()[0].state).toBe('awaiting');
    expect(await stockOf(db, p.id)).toBe(4);

    expect((await cancel('abc', me.auth)).statusCode).toBe(400);
    expect((await cancel(999_999, me.auth)).statusCode).toBe(404);
    expect((await cancel(mine.id, {})).statusCode).toBe(401);
  });
});
