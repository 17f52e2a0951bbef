import { beforeAll, describe, expect, it } from 'vitest';
import { staffOrderDetailSchema, staffOrderPageSchema } from '@oja/shared/staff-orders';
import { orderDetailSchema } from '@oja/shared/orders';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { markPaid } from '@oja/testing/factories/admin-factories';
import {
  accraAddress,
  clientLine,
  lagosAddress,
  makeStockedProduct,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp({
  PUBLIC_URL: 'https://oja.test',
  ORDER_EXPIRY_HOURS: '48',
  ...uncappedReservations,
});

type Auth = Record<string, string>;
let staff: Awaited<ReturnType<typeof makeSignedInUser>>;
let customer: Awaited<ReturnType<typeof makeSignedInUser>>;
let productId: number;
beforeAll(async () => {
  staff = await makeSignedInUser(db, { role: 'staff', first_name: 'Kemi', last_name: 'Bello' });
  customer = await makeSignedInUser(db, { first_name: 'Chidi', email: 'chidi@example.com' });
  productId = (await makeStockedProduct(db, { quantity: 100, price_usd_cents: 1250, price_ngn_kobo: 900000 })).id;
});

async function place(address: object, auth: Auth = customer.auth) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/place-order/',
    payload: { address, items: [clientLine(productId, 2)] },
    headers: auth,
  });
  expect(res.statusCode).toBe(201);
  return orderDetailSchema.parse(res.json());
}

/**
 * An order in naira that waits for staff review. The delivery decides the currency and the default
 * fee rules cover all of Nigeria, so it is placed to Lagos and then left without fees, as an
 * order to a Nigerian destination no rule covers would be.
 */
async function placeUnreviewedNaira() {
  const order = await place(lagosAddress);
  await db
    .updateTable('orders')
    .set({
      order_reviewed: 0,
      shipping_cost_minor: 0,
      freight_fee_minor: 0,
      handling_fee_minor: 0,
      packaging_fee_minor: 0,
      insurance_fee_minor: 0,
      total_minor: order.amount * 100,
    })
    .where('id', '=', order.id)
    .execute();
  return order;
}

const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: staff.auth, payload });
const mailTo = (address: string) =>
  db.selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id', 'desc').execute();
const fees = {
  shipping_cost: '4.00',
  shipping_fee: '12.50',
  handling_fee: '1.25',
  packaging_fee: '0.75',
  insurance_fee: '0.30',
};

describe('the orders queue', () => {
  it('lists orders newest first with the customer, filtered by status and review', async () => {
    const covered = await place(lagosAddress);
    const waiting = await place(accraAddress);
    const paid = await place(lagosAddress);
    await markPaid(db, paid.id);
    const all = staffOrderPageSchema.parse((await asStaff('GET', '/api/admin/orders/')).json());
    expect(all.items.slice(0, 3).map((o) => o.id)).toEqual([paid.id, waiting.id, covered.id]);
    expect(all.items[1]).toMatchObject({
      order_ref: waiting.order_id,
      state: 'awaiting',
      status: null,
      status_name: 'Awaiting confirmation',
      order_reviewed: false,
      currency: 'USD',
      subtotal_minor: 2500,
      total_minor: 2500,
      item_count: 2,
      customer: { name: `Chidi ${customer.user.last_name}`, email: 'chidi@example.com' },
    });
    const toReview = (await asStaff('GET', '/api/admin/orders/?status=awaiting&reviewed=false')).json();
    expect(toReview.items.map((o: { id: number }) => o.id)).toContain(waiting.id);
    expect(toReview.items.map((o: { id: number }) => o.id)).not.toContain(covered.id);
    const opened = (await asStaff('GET', '/api/admin/orders/?status=opened')).json();
    expect(opened.items.map((o: { id: number }) => o.id)).toEqual([paid.id]);
    const byRef = (await asStaff('GET', `/api/admin/orders/?q=${waiting.order_id.toLowerCase()}`)).json();
    expect(byRef.items.map((o: { id: number }) => o.id)).toEqual([waiting.id]);
    const paged = (await asStaff('GET', '/api/admin/orders/?per_page=2&page=2')).json();
    expect(paged).toMatchObject({ page: 2, per_page: 2, total: all.total });
    expect((await asStaff('GET', '/api/admin/orders/?status=lost')).statusCode).toBe(400);
  });

  it('shows one order in full: address, items, fees, payments, events and what may happen next', async () => {
    const order = await place(accraAddress);
    await markPaid(db, order.id);
    const res = await asStaff('GET', `/api/admin/orders/${order.id}`);
    const detail = staffOrderDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      state: 'opened',
      status: 1,
      currency: 'USD',
      address: { city: 'Accra', country: 'GH', country_name: 'Ghana' },
      items: [{ product_id: productId, quantity: 2, unit_price_minor: 1250, line_total_minor: 2500 }],
      payments: [{ provider: 'test', status: 'success', amount_minor: detail.total_minor, currency: 'USD' }],
      next_states: ['processed', 'refunded'],
      can_review: false,
    });
    expect(detail.events.map((e) => [e.from_state, e.to_state, e.actor_kind])).toEqual([
      [null, 'awaiting', 'customer'],
      ['awaiting', 'opened', 'provider'],
    ]);
    expect((await asStaff('GET', '/api/admin/orders/999999')).statusCode).toBe(404);
  });
});

describe('reviewing an order', () => {
  it('sets the fees exactly, recomputes the total, marks it reviewed, records it and e-mails the customer', async () => {
    const order = await place(accraAddress);
    expect(order.order_reviewed).toBe(false);
    const before = await db
      .selectFrom('orders')
      .select('expires_at')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const res = await asStaff('POST', `/api/admin/orders/${order.id}/review`, fees);
    expect(res.statusCode).toBe(200);
    const detail = staffOrderDetailSchema.parse(res.json());
    expect(detail.fees).toEqual({
      shipping_cost_minor: 400,
      freight_fee_minor: 1250,
      handling_fee_minor: 125,
      packaging_fee_minor: 75,
      insurance_fee_minor: 30,
    });
    expect(detail).toMatchObject({
      order_reviewed: true,
      subtotal_minor: 2500,
      total_minor: 2500 + 400 + 1250 + 125 + 75 + 30,
    });
    const event = detail.events.at(-1)!;
    expect(event).toMatchObject({
      from_state: 'awaiting',
      to_state: 'awaiting',
      actor_kind: 'staff',
      actor_name: 'Kemi Bello',
    });
    expect(event.note).toContain('freight fee $12.50');
    const after = await db
      .selectFrom('orders')
      .select('expires_at')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(after.expires_at!).toBeGreaterThanOrEqual(before.expires_at!);

    // The customer sees it reviewed with the new total, and can pay.
    const mine = (
      await app.inject({ url: `/api/orders/?order_id=${order.order_id}`, headers: customer.auth })
    ).json()[0];
    expect(mine).toMatchObject({ order_reviewed: true, shipping_fee: 12.5, insurance_fee: 0.3, order_total: 43.8 });
    const [mail] = await mailTo('chidi@example.com');
    expect(mail).toMatchObject({ label: `Your Oja order ${order.order_id} is ready for payment`, status: 'pending' });
    expect(mail!.text_body).toContain('Total to pay: $43.80');
    expect(mail!.text_body).toContain('https://oja.test/dashboard/my-orders');
  });

  it('reads naira amounts with thousands separators, and refuses bad amounts without changing anything', async () => {
    const order = await placeUnreviewedNaira();
    const bad = await asStaff('POST', `/api/admin/orders/${order.id}/review`, { ...fees, handling_fee: '1.234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/handling_fee: Enter an amount like 12\.50/);
    const missing = await asStaff('POST', `/api/admin/orders/${order.id}/review`, { shipping_cost: '1' });
    expect(missing.statusCode).toBe(400);
    const untouched = await asStaff('GET', `/api/admin/orders/${order.id}`);
    expect(untouched.json()).toMatchObject({ order_reviewed: false, total_minor: 1800000 });
    const ok = await asStaff('POST', `/api/admin/orders/${order.id}/review`, {
      shipping_cost: '15,000',
      shipping_fee: '0',
      handling_fee: '1,500.50',
      packaging_fee: '500',
      insurance_fee: '0',
    });
    expect(ok.json()).toMatchObject({ total_minor: 1800000 + 1500000 + 150050 + 50000 });
  });

  it('is refused once the order is paid, cancelled or not found', async () => {
    const paid = await place(accraAddress);
    await markPaid(db, paid.id);
    const res = await asStaff('POST', `/api/admin/orders/${paid.id}/review`, fees);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Fees can be set only while an order awaits payment; this one is order opened.');
    const cancelled = await place(accraAddress);
    await app.inject({ method: 'DELETE', url: `/api/orders/${cancelled.id}`, headers: customer.auth });
    expect((await asStaff('POST', `/api/admin/orders/${cancelled.id}/review`, fees)).statusCode).toBe(409);
    expect((await asStaff('POST', '/api/admin/orders/999999/review', fees)).statusCode).toBe(404);
  });
});

describe('status changes', () => {
  it('follows opened → processed → delivered, recording who and when, e-mailing each one', async () => {
    const order = await place(lagosAddress);
    await markPaid(db, order.id);
    const processed = await asStaff('POST', `/api/admin/orders/${order.id}/status`, { status: 'processed' });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ state: 'processed', status: 3, next_states: ['delivered', 'refunded'] });
    const delivered = await asStaff('POST', `/api/admin/orders/${order.id}/status`, { status: 'delivered' });
    expect(delivered.json()).toMatchObject({
      state: 'delivered',
      status: 5,
      status_name: 'Order delivered',
      next_states: ['refunded'],
    });
    const events = staffOrderDetailSchema.parse(delivered.json()).events.slice(-2);
    expect(events).toMatchObject([
      { from_state: 'opened', to_state: 'processed', actor_kind: 'staff', actor_name: 'Kemi Bello' },
      { from_state: 'processed', to_state: 'delivered', actor_kind: 'staff', actor_name: 'Kemi Bello' },
    ]);
    const subjects = (await mailTo('chidi@example.com')).slice(0, 2).map((m) => m.label);
    expect(subjects).toEqual([
      `Your Oja order ${order.order_id} has been delivered`,
      `Your Oja order ${order.order_id} is on its way`,
    ]);
    // The customer sees the status in My Orders.
    const mine = (await app.inject({ url: '/api/orders/', headers: customer.auth })).json();
    expect(mine.find((o: { id: number }) => o.id === order.id)).toMatchObject({ status: 5, state: 'delivered' });
  });

  it('refuses illegal changes with 409 and a clear message, recording and sending nothing', async () => {
    const unpaid = await place(lagosAddress);
    const paid = await place(lagosAddress);
    await markPaid(db, paid.id);
    const mailsBefore = (await mailTo('chidi@example.com')).length;
    const cases: [number, string, string][] = [
      [
        unpaid.id,
        'processed',
        'This order has not been paid yet, so it cannot be processed. It can be processed once it is paid.',
      ],
      [unpaid.id, 'refunded', 'Only a paid order can be refunded; this one has not been paid.'],
      [paid.id, 'delivered', 'Mark the order processed before it is delivered.'],
    ];
    for (const [id, status, detail] of cases) {
      const res = await asStaff('POST', `/api/admin/orders/${id}/status`, { status });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ code: 'conflict', detail });
    }
    expect((await asStaff('POST', `/api/admin/orders/${paid.id}/status`, { status: 'opened' })).statusCode).toBe(400);
    await asStaff('POST', `/api/admin/orders/${paid.id}/status`, { status: 'refunded' });
    const again = await asStaff('POST', `/api/admin/orders/${paid.id}/status`, { status: 'processed' });
    expect(again.json().detail).toBe('This order has been refunded; its status can no longer change.');
    // The refund only: the status change's mail, and the money's (marking refunded now refunds, N13).
    expect((await mailTo('chidi@example.com')).length).toBe(mailsBefore + 2);
    const states = await db
      .selectFrom('orders')
      .select(['id', 'state'])
      .where('id', 'in', [unpaid.id, paid.id])
      .orderBy('id')
      .execute();
    expect(states.map((s) => s.state)).toEqual(['awaiting', 'refunded']);
  });

  it('lets only one of two staff moving the same order at once win', async () => {
    const order = await place(lagosAddress);
    await markPaid(db, order.id);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => asStaff('POST', `/api/admin/orders/${order.id}/status`, { status: 'processed' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    const events = await db.selectFrom('order_events').select('to_state').where('order_id', '=', order.id).execute();
    expect(events.filter((e) => e.to_state === 'processed')).toHaveLength(1);
  });
});

describe('PUT /api/order/{id} (the original contract, staff only)', () => {
  it('changes the status by its numeric code with the same rules, answering the order', async () => {
    const order = await place(lagosAddress);
    await markPaid(db, order.id);
    const put = (body: object) => asStaff('PUT', `/api/order/${order.id}`, body);
    const processed = await put({ id: order.id, status: 3, order_id: order.order_id });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ id: order.id, order_id: order.order_id, status: 3, state: 'processed' });
    expect((await put({ status: 5 })).json()).toMatchObject({ status: 5 });
    const opened = await put({ status: 1 });
    expect(opened.statusCode).toBe(409);
    expect(opened.json().detail).toBe('Status 1 (Order opened) is set by a verified payment, never by hand.');
    expect((await put({ status: null })).statusCode).toBe(409);
    expect((await put({ status: 2 })).statusCode).toBe(400);
    expect((await put({ status: 4 })).json()).toMatchObject({ status: 4, state: 'refunded' });
    expect((await put({ status: 3 })).json().detail).toBe(
      'This order has been refunded; its status can no longer change.',
    );
    expect((await asStaff('PUT', '/api/order/999999', { status: 3 })).statusCode).toBe(404);
  });
});
