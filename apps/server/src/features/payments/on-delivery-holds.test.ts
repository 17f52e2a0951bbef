import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reservationPageSchema } from '@oja/shared/staff-reservations';
import { orderSummarySchema } from '@oja/shared/orders';
import { phoneStatusSchema } from '@oja/shared/payment-methods';
import type { DB } from '../../db/schema.ts';
import { createTestApp } from '@oja/testing/app/test-app';
import { testDialect } from '@oja/testing/databases/test-database';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { clientLine, lagosAddress, makeStockedProduct, stockOf } from '@oja/testing/factories/order-factories';
import { expireDueOrders } from '../orders/index.ts';

// Security review N1: pay-on-delivery orders held stock unpaid, outside every cap, for ever.
// Each test here fails on the code before decision 0040 (orders moved to `opened`, uncounted).
type Auth = Record<string, string>;
type App = Awaited<ReturnType<typeof createTestApp>>;
const shop = await createTestApp({ PUBLIC_URL: 'https://oja.test' });

let phoneCounter = 2000;
/** A signed-in customer whose phone is verified by SMS code (a given phone, or a new one). */
async function verifiedCustomer({ app, db }: App, local = `0803 777 ${String(phoneCounter++).padStart(4, '0')}`) {
  // Codes go only to a confirmed e-mail or an order in progress (N3).
  const me = await makeSignedInUser(db, { emailVerified: true });
  const sent = await app.inject({
    method: 'POST',
    url: '/api/account/phone/code/',
    payload: { phone: local },
    headers: me.auth,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const e164 = `+234${local.replace(/\s/g, '').slice(1)}`;
  const sms = await db
    .selectFrom('outbox')
    .select('text_body')
    .where('channel', '=', 'sms')
    .where('to_address', '=', e164)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /code is (\d{6})/.exec(sms.text_body)![1]!;
  const ok = await app.inject({
    method: 'POST',
    url: '/api/account/phone/verify/',
    payload: { code },
    headers: me.auth,
  });
  expect(phoneStatusSchema.parse(ok.json())).toMatchObject({ verified: true });
  return { ...me, local };
}

const place = (app: FastifyInstance, auth: Auth, productId: number, quantity: number) =>
  app.inject({
    method: 'POST',
    url: '/api/place-order/',
    payload: { address: lagosAddress, items: [clientLine(productId, quantity)] },
    headers: auth,
  });
const choose = (app: FastifyInstance, auth: Auth, ref: string) =>
  app.inject({ method: 'POST', url: `/api/orders/${ref}/pay-on-delivery/`, headers: auth });
const orderRow = (db: Kysely<DB>, ref: string) =>
  db.selectFrom('orders').selectAll().where('order_ref', '=', ref).executeTakeFirstOrThrow();

/** Places one order of `quantity` and chooses pay on delivery for it; the order's reference. */
async function onDeliveryOrder({ app }: App, auth: Auth, productId: number, quantity = 2) {
  const placed = await place(app, auth, productId, quantity);
  expect(placed.statusCode, placed.body).toBe(201);
  const ref = placed.json().order_id as string;
  const chosen = await choose(app, auth, ref);
  expect(chosen.statusCode, chosen.body).toBe(200);
  return ref;
}

describe('pay-on-delivery orders hold stock like unpaid orders (N1)', () => {
  it("the review's drain: one account with one verified phone can no longer hold 81 of 85 units", async () => {
    const { app, db, config } = shop;
    const x = await verifiedCustomer(shop);
    const product = await makeStockedProduct(db, { quantity: 85, price_ngn_kobo: 100_000 });
    // The review's loop: up to 29 orders of 20, lowering the quantity to what a refusal allows.
    let q = 20;
    let onDelivery = 0;
    for (let i = 0; i < 29; i++) {
      const o = await place(app, x.auth, product.id, q);
      if (o.statusCode !== 201) {
        q = Number(/at most (\d+)/.exec(o.json().detail as string)?.[1] ?? 0);
        if (q) continue;
        break;
      }
      if ((await choose(app, x.auth, o.json().order_id as string)).statusCode === 200) onDelivery++;
    }
    const held = 85 - (await stockOf(db, product.id));
    // Before: 10 pay-on-delivery orders, 81 units held, 4 left. Now the share cap holds (20 % of 85)…
    expect(held).toBeLessThanOrEqual(Math.floor((85 * config.reservations.maxSharePercent) / 100));
    expect(held).toBeGreaterThan(0);
    // … and pay on delivery has its own small cap.
    expect(onDelivery).toBeLessThanOrEqual(config.onDelivery.maxPerCustomer);
  });

  it('moves the order to on_delivery (not opened), answers the original contract with status 1, and counts it', async () => {
    const { app, db, config } = shop;
    const me = await verifiedCustomer(shop);
    const staff = await makeSignedInUser(db, { role: 'staff' });
    const product = await makeStockedProduct(db, { quantity: 50 });
    const ref = await onDeliveryOrder(shop, me.auth, product.id, 3);
    const row = await orderRow(db, ref);
    expect(row).toMatchObject({ state: 'on_delivery', payment_method: 'on_delivery', paid_at: null });
    // Not dispatched within ON_DELIVERY_DISPATCH_HOURS, it will expire.
    expect(Number(row.expires_at)).toBeGreaterThanOrEqual(
      Date.now() + (config.onDelivery.dispatchHours - 1) * 3_600_000,
    );
    const list = await app.inject({ url: '/api/orders/', headers: me.auth });
    const mine = (list.json() as unknown[]).map((o) => orderSummarySchema.parse(o)).find((o) => o.order_id === ref)!;
    expect(mine).toMatchObject({ status: 1, state: 'on_delivery' });
    // Listed in the back office's Reservations, with the units it holds.
    const page = reservationPageSchema.parse(
      (await app.inject({ url: '/api/admin/reservations/?per_page=100', headers: staff.auth })).json(),
    );
    expect(page.items.find((r) => r.order_ref === ref)).toMatchObject({
      state: 'on_delivery',
      on_delivery: true,
      units: 3,
    });
  });

  it('counts against the unpaid-order cap, and pay on delivery has its own cap per customer', async () => {
    const { app, db, config } = shop;
    const me = await verifiedCustomer(shop);
    const product = await makeStockedProduct(db, { quantity: 500 });
    for (let i = 0; i < config.onDelivery.maxPerCustomer; i++) await onDeliveryOrder(shop, me.auth, product.id);
    // The next one may be placed (the unpaid-order cap is 3) but not paid on delivery.
    const placed = await place(app, me.auth, product.id, 2);
    expect(placed.statusCode).toBe(201);
    const refused = await choose(app, me.auth, placed.json().order_id as string);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('orders to be paid on delivery');
    expect((await orderRow(db, placed.json().order_id as string)).state).toBe('awaiting');
    // Three unpaid orders now (two on delivery, one awaiting): a fourth is refused.
    const fourth = await place(app, me.auth, product.id, 2);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().detail).toContain('unpaid orders');
  });

  it('caps pay-on-delivery orders per verified phone across accounts', async () => {
    const { app, db, config } = shop;
    const local = '0803 777 9999';
    const product = await makeStockedProduct(db, { quantity: 500 });
    for (let i = 0; i < config.onDelivery.maxPerPhone; i++) {
      await onDeliveryOrder(shop, (await verifiedCustomer(shop, local)).auth, product.id);
    }
    const another = await verifiedCustomer(shop, local);
    const placed = await place(app, another.auth, product.id, 2);
    const refused = await choose(app, another.auth, placed.json().order_id as string);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('orders to be paid on delivery');
  });

  it('expires an order staff have not dispatched in time, returning its stock; a dispatched one stays', async () => {
    const { db, config } = shop;
    const me = await verifiedCustomer(shop);
    const product = await makeStockedProduct(db, { quantity: 100 });
    const waiting = await onDeliveryOrder(shop, me.auth, product.id, 4);
    const dispatched = await onDeliveryOrder(shop, me.auth, product.id, 5);
    const staff = await makeSignedInUser(db, { role: 'staff' });
    const processed = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${(await orderRow(db, dispatched)).id}/status`,
      payload: { status: 'processed' },
      headers: staff.auth,
    });
    expect(processed.statusCode, processed.body).toBe(200);
    expect(await stockOf(db, product.id)).toBe(91);
    const later = Date.now() + (config.onDelivery.dispatchHours + 1) * 3_600_000;
    await expireDueOrders(db, later);
    expect((await orderRow(db, waiting)).state).toBe('expired');
    expect((await orderRow(db, dispatched)).state).toBe('processed');
    expect(await stockOf(db, product.id)).toBe(95);
  });

  it('lets the customer cancel one until it is dispatched', async () => {
    const { app, db } = shop;
    const me = await verifiedCustomer(shop);
    const product = await makeStockedProduct(db, { quantity: 40 });
    const ref = await onDeliveryOrder(shop, me.auth, product.id, 4);
    const id = (await orderRow(db, ref)).id;
    const cancelled = await app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: me.auth });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await orderRow(db, ref)).state).toBe('cancelled');
    expect(await stockOf(db, product.id)).toBe(40);
    // Out for delivery: no longer.
    const second = await onDeliveryOrder(shop, me.auth, product.id, 2);
    const staff = await makeSignedInUser(db, { role: 'staff' });
    const secondId = (await orderRow(db, second)).id;
    await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${secondId}/status`,
      payload: { status: 'processed' },
      headers: staff.auth,
    });
    const late = await app.inject({ method: 'DELETE', url: `/api/orders/${secondId}`, headers: me.auth });
    expect(late.statusCode).toBe(409);
    expect((await orderRow(db, second)).state).toBe('processed');
  });

  it.runIf(testDialect === 'postgres')('lets only one of two orders chosen at once past a cap of one', async () => {
    const one = await createTestApp({ PUBLIC_URL: 'https://oja.test', ON_DELIVERY_MAX_PER_CUSTOMER: '1' });
    const me = await verifiedCustomer(one);
    const product = await makeStockedProduct(one.db, { quantity: 100 });
    const refs: string[] = [];
    for (let i = 0; i < 2; i++) refs.push((await place(one.app, me.auth, product.id, 2)).json().order_id as string);
    const results = await Promise.all(refs.map((ref) => choose(one.app, me.auth, ref)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const states = await Promise.all(refs.map(async (ref) => (await orderRow(one.db, ref)).state));
    expect(states.sort()).toEqual(['awaiting', 'on_delivery']);
  });
});

describe('pay-on-delivery rules read where the parcel goes and who refused before (N7)', () => {
  const now = Date.now();
  it('checks the pickup station’s state, not the home address’s', async () => {
    const { app, db } = shop;
    const me = await verifiedCustomer(shop);
    const product = await makeStockedProduct(db, { quantity: 100 });
    const station = await db
      .insertInto('pickup_stations')
      .values({
        name: 'Bompai collection point',
        address: '1 Bompai Rd, Kano',
        state: 'Kano',
        opening_hours: '8–18',
        fee_usd_cents: 100,
        fee_ngn_kobo: 10_000,
        min_days: 2,
        max_days: 4,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const placed = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      payload: {
        address: lagosAddress,
        delivery: { method: 'pickup', station_id: station.id },
        items: [clientLine(product.id, 1)],
      },
      headers: me.auth,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const ref = placed.json().order_id as string;
    const options = (await app.inject({ url: `/api/orders/${ref}/payment-options/`, headers: me.auth })).json();
    expect(options.on_delivery.checks.find((c: { rule: string }) => c.rule === 'state').passed).toBe(false);
    expect((await choose(app, me.auth, ref)).statusCode).toBe(409);
    expect((await orderRow(db, ref)).state).toBe('awaiting');
  });

  it('counts refused deliveries per verified phone, so a new account is no fresh start', async () => {
    const { app, db } = shop;
    const local = '0803 777 8888';
    const staff = await makeSignedInUser(db, { role: 'staff' });
    const product = await makeStockedProduct(db, { quantity: 500 });
    // max_refusals is 1 by default: two refused deliveries close pay on delivery.
    for (let i = 0; i < 2; i++) {
      const x = await verifiedCustomer(shop, local);
      const ref = await onDeliveryOrder(shop, x.auth, product.id);
      const id = (await orderRow(db, ref)).id;
      const refused = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/delivery-outcome`,
        payload: { outcome: 'refused' },
        headers: staff.auth,
      });
      expect(refused.statusCode, refused.body).toBe(200);
    }
    const z = await verifiedCustomer(shop, local);
    const placed = await place(app, z.auth, product.id, 1);
    const refusedAgain = await choose(app, z.auth, placed.json().order_id as string);
    expect(refusedAgain.statusCode).toBe(409);
    expect(refusedAgain.json().detail).toContain('refused deliveries');
  });
});
