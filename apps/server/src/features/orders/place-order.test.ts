import { describe, expect, it } from 'vitest';
import { orderDetailSchema } from '@oja/shared/orders';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import {
  accraAddress,
  clientLine,
  ibadanAddress,
  lagosAddress,
  makeStockedProduct,
  newYorkAddress,
  stockOf,
  customerWithCart as newCustomerWithCart,
  placeOrderRequest,
  uncappedReservations,
  setStock,
} from '@oja/testing/factories/order-factories';

// Customers with many orders at once: the reservation caps have tests of their own.
const { app, db } = await createTestApp(uncappedReservations);

type Auth = Record<string, string>;

const customerWithCart = (lines: [number, number][]) => newCustomerWithCart(app, db, lines);
const place = (auth: Auth, payload: object, headers: Auth = {}) => placeOrderRequest(app, auth, payload, headers);

const orderCount = async (userId: number) =>
  (await db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length;

describe('POST /api/place-order/', () => {
  it('needs a signed-in customer', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/place-order/', payload: { address: lagosAddress } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('prices the server cart, reserves the stock, applies the fee rule, empties the cart and records the event', async () => {
    const suya = await makeStockedProduct(db, {
      title: 'Suya spice',
      price_usd_cents: 500,
      price_ngn_kobo: 400_000,
      sale_price_ngn_kobo: 350_000,
      quantity: 10,
      weight_grams: 300,
    });
    const palm = await makeStockedProduct(db, { price_usd_cents: 900, price_ngn_kobo: 600_000, quantity: 4 });
    const customer = await customerWithCart([
      [suya.id, 2],
      [palm.id, 1],
    ]);

    const res = await place(customer.auth, { address: ibadanAddress });
    expect(res.statusCode).toBe(201);
    const order = orderDetailSchema.parse(res.json());
    // Subtotal ₦7,000 + ₦6,000 = ₦13,000, below ₦30,000: the "Nigeria" rule (Oyo state), 900 g → 1 kg.
    expect(order).toMatchObject({
      status: null,
      state: 'awaiting',
      order_reviewed: true,
      currency: 'NGN',
      amount: 13_000,
      shipping_cost: 3_000,
      shipping_fee: 500,
      handling_fee: 300,
      packaging_fee: 500,
      insurance_fee: 0,
      order_total: 17_300,
      shipping_address: '4 Ring Road, Ibadan, Oyo, 200001, Nigeria',
    });
    expect(order.order_id).toMatch(/^OJA-[2-9A-HJKMNP-Z]{8}$/);
    expect(order.items).toEqual([
      expect.objectContaining({
        id: suya.id,
        quantity: 2,
        total_price: 10,
        total_price_naira: 7_000,
        unit_price: 3_500,
      }),
      expect.objectContaining({ id: palm.id, quantity: 1, total_price: 9, total_price_naira: 6_000 }),
    ]);
    expect(await stockOf(db, suya.id)).toBe(8);
    expect(await stockOf(db, palm.id)).toBe(3);
    expect((await app.inject({ url: '/api/cart/', headers: customer.auth })).json().items).toEqual([]);
    const events = await db.selectFrom('order_events').selectAll().where('order_id', '=', order.id).execute();
    expect(events).toEqual([
      expect.objectContaining({
        from_state: null,
        to_state: 'awaiting',
        actor_kind: 'customer',
        actor_user_id: customer.user.id,
      }),
    ]);
    const stored = await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ subtotal_minor: 1_300_000, total_minor: 1_730_000, address_country: 'NG' });
  });

  it("ignores the client's prices and totals: only product ids and quantities of `items` count", async () => {
    const caviar = await makeStockedProduct(db, {
      title: 'Caviar',
      price_usd_cents: 50_000,
      price_ngn_kobo: 75_000_000,
    });
    const customer = await makeSignedInUser(db);
    const res = await place(customer.auth, {
      address: newYorkAddress,
      items: [clientLine(caviar.id, 2, 0.01, 1), clientLine(caviar.id, 1, 0, 0)],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      currency: 'USD',
      amount: 1_500,
      items: [expect.objectContaining({ quantity: 3, total_price: 1_500 })],
    });
    expect(await stockOf(db, caviar.id)).toBe(7);
  });

  it('prices and charges in the currency of the delivery, whatever currency the client asks for', async () => {
    const p = await makeStockedProduct(db, { price_usd_cents: 1_000, price_ngn_kobo: 1_500_000 });
    const customer = await makeSignedInUser(db);
    const lagosAskingUsd = await place(customer.auth, {
      address: lagosAddress,
      items: [clientLine(p.id, 1)],
      currency: 'USD',
    });
    expect(lagosAskingUsd.json()).toMatchObject({ currency: 'NGN', amount: 15_000, shipping_cost: 1_500 });
    const lagos = await place(customer.auth, { address: lagosAddress, items: [clientLine(p.id, 1)] });
    expect(lagos.json()).toMatchObject({ currency: 'NGN', amount: 15_000, shipping_cost: 1_500 });
    // The attack: a shopper abroad asking for the naira price list gets the dollar one.
    const abroadAskingNgn = await place(customer.auth, {
      address: newYorkAddress,
      items: [clientLine(p.id, 1)],
      currency: 'NGN',
    });
    expect(abroadAskingNgn.statusCode).toBe(201);
    expect(abroadAskingNgn.json()).toMatchObject({ currency: 'USD', amount: 10 });
    const stored = await db
      .selectFrom('orders')
      .select(['currency', 'subtotal_minor'])
      .where('order_ref', '=', abroadAskingNgn.json().order_id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ currency: 'USD', subtotal_minor: 1_000 });
    const bad = await place(customer.auth, { address: lagosAddress, items: [clientLine(p.id, 1)], currency: 'EUR' });
    expect(bad.statusCode).toBe(400);
  });

  it('ships free from $20 and from ₦30,000, as the home page promises', async () => {
    const p = await makeStockedProduct(db, {
      price_usd_cents: 1_000,
      price_ngn_kobo: 1_500_000,
      weight_grams: 1_200,
      quantity: 50,
    });
    const customer = await makeSignedInUser(db);
    const order = async (address: object, quantity: number) =>
      (await place(customer.auth, { address, items: [clientLine(p.id, quantity)] })).json();

    const usBelow = await order(newYorkAddress, 1); // $10
    expect(usBelow).toMatchObject({ shipping_cost: 8, shipping_fee: 24, order_reviewed: true });
    const usFree = await order(newYorkAddress, 2); // $20
    expect(usFree).toMatchObject({
      amount: 20,
      shipping_cost: 0,
      shipping_fee: 0,
      handling_fee: 1,
      packaging_fee: 3,
      insurance_fee: 0.3,
    });
    expect(usFree.order_total).toBe(24.3);

    const ngBelow = await order(ibadanAddress, 1); // ₦15,000
    expect(ngBelow).toMatchObject({ shipping_cost: 3_000, shipping_fee: 1_000 });
    const ngFree = await order(ibadanAddress, 2); // ₦30,000
    expect(ngFree).toMatchObject({ shipping_cost: 0, shipping_fee: 0, order_total: 30_000 + 200 + 500 });
  });

  it('leaves an order for a destination without a rule unreviewed, with its fees for staff to set', async () => {
    const p = await makeStockedProduct(db, { price_usd_cents: 1_000 });
    const customer = await makeSignedInUser(db);
    const res = await place(customer.auth, { address: accraAddress, items: [clientLine(p.id, 1)] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      order_reviewed: false,
      currency: 'USD',
      amount: 10,
      shipping_cost: 0,
      shipping_fee: 0,
      handling_fee: 0,
      order_total: 10,
      status: null,
    });
  });

  it('fails the whole order, naming the product, when one line is short of stock, and changes nothing', async () => {
    const plenty = await makeStockedProduct(db, { quantity: 10 });
    const scarce = await makeStockedProduct(db, { title: 'Uziza', quantity: 3 });
    const customer = await customerWithCart([
      [plenty.id, 2],
      [scarce.id, 3],
    ]);
    await setStock(db, scarce.id, 2); // sold meanwhile
    const res = await place(customer.auth, { address: lagosAddress });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'out_of_stock',
      detail: 'Only 2 of "Uziza" left in stock: lower the quantity to place the order.',
      message_id: 'detail.order.only-left',
      message_values: { title: 'Uziza', count: 2 },
    });
    expect(await stockOf(db, plenty.id)).toBe(10);
    expect(await stockOf(db, scarce.id)).toBe(2);
    expect(await orderCount(customer.user.id)).toBe(0);
    expect((await app.inject({ url: '/api/cart/', headers: customer.auth })).json().total_quantity).toBe(5);
  });

  it('refuses an empty cart and a bad address with clear messages', async () => {
    const customer = await makeSignedInUser(db);
    const empty = await place(customer.auth, { address: lagosAddress });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toMatch(/cart is empty/);
    const p = await makeStockedProduct(db);
    const bad = await place(customer.auth, {
      address: { ...lagosAddress, city: ' ', country: 'Narnia', phone: 'call me' },
      items: [clientLine(p.id, 1)],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(
      'address.city: City is required; address.country: Choose a country from the list; ' +
        'address.phone: Phone must be a phone number, e.g. +234 803 123 4567',
    );
    const unknown = await place(customer.auth, { address: lagosAddress, items: [clientLine(987_654, 1)] });
    expect(unknown.statusCode).toBe(400);
    expect(await stockOf(db, p.id)).toBe(10);
    expect(await orderCount(customer.user.id)).toBe(0);
  });
});
