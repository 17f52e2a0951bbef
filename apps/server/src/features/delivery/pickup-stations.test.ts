import { beforeAll, describe, expect, it } from 'vitest';
import { adminPickupStationSchema, pickupStationSchema } from '@oja/shared/delivery';
import { orderDetailSchema, quoteSchema } from '@oja/shared/orders';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import {
  customerWithCart,
  lagosAddress,
  makeStockedProduct,
  newYorkAddress,
  placeOrderRequest,
  stockOf,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp(uncappedReservations);

type Auth = Record<string, string>;
let staff: Auth;
let customer: Auth;
beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
  customer = (await makeSignedInUser(db)).auth;
});

const yaba = {
  name: 'Yaba Pickup',
  address: '21 Herbert Macaulay Way, Yaba',
  state: 'Lagos',
  opening_hours: 'Mon–Sat 8:00–19:00',
  fee_usd: '1.00',
  fee_ngn: '800',
  min_days: 1,
  max_days: 2,
};

const addStation = async (body: object = yaba) => {
  const res = await app.inject({ method: 'POST', url: '/api/admin/pickup-stations/', payload: body, headers: staff });
  expect(res.statusCode).toBe(201);
  return adminPickupStationSchema.parse(res.json());
};
const patchStation = (id: number, body: object, headers = staff) =>
  app.inject({ method: 'PATCH', url: `/api/admin/pickup-stations/${id}`, payload: body, headers });
const publicList = async (state?: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/pickup-stations/${state ? `?state=${state}` : ''}` });
  expect(res.statusCode).toBe(200);
  return pickupStationSchema.array().parse(res.json());
};

describe('pickup stations in the back office', () => {
  it('lets staff add, list, edit and deactivate stations, with fees in minor units', async () => {
    const station = await addStation();
    expect(station).toMatchObject({ name: 'Yaba Pickup', fee_ngn_kobo: 800_00, fee_usd_cents: 100, active: true });
    const list = await app.inject({ method: 'GET', url: '/api/admin/pickup-stations/', headers: staff });
    expect(list.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: station.id })]));
    const edited = await patchStation(station.id, { opening_hours: 'Every day 9:00–18:00', fee_ngn: '900' });
    expect(edited.json()).toMatchObject({
      opening_hours: 'Every day 9:00–18:00',
      fee_ngn_kobo: 900_00,
      name: yaba.name,
    });
  });

  it('refuses customers and bad input, changing nothing', async () => {
    const station = await addStation({ ...yaba, name: 'Ikeja Pickup' });
    const asCustomer = await app.inject({
      method: 'POST',
      url: '/api/admin/pickup-stations/',
      payload: yaba,
      headers: customer,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await patchStation(station.id, { active: false }, customer)).statusCode).toBe(403);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/pickup-stations/',
      payload: { ...yaba, fee_ngn: '-5', min_days: 4, max_days: 2 },
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid', detail: expect.stringContaining('fee_ngn') });
    const reversed = await patchStation(station.id, { min_days: 9 });
    expect(reversed.statusCode).toBe(400);
    expect((await patchStation(station.id, {})).json()).toMatchObject({ min_days: 1, max_days: 2, active: true });
    expect((await patchStation(2_147_483_000, { active: false })).statusCode).toBe(404);
  });

  it('takes only a Nigerian state, stored by its list name, so that every station is offered somewhere (E9)', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/admin/pickup-stations/', headers: staff });
    const typo = await app.inject({
      method: 'POST',
      url: '/api/admin/pickup-stations/',
      payload: { ...yaba, name: 'Typo station', state: 'Lagoss' },
      headers: staff,
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({ code: 'invalid', detail: expect.stringContaining('state') });
    const after = await app.inject({ method: 'GET', url: '/api/admin/pickup-stations/', headers: staff });
    expect(after.json()).toHaveLength(before.json().length);

    const typed = await addStation({ ...yaba, name: 'Ikeja Pickup', state: ' lagos state ' });
    expect(typed.state).toBe('Lagos');
    expect((await patchStation(typed.id, { state: 'Abuja' })).json()).toMatchObject({
      state: 'Federal Capital Territory',
    });
    expect((await patchStation(typed.id, { state: 'London' })).statusCode).toBe(400);
    await patchStation(typed.id, { active: false });
  });

  it('offers shoppers only the active stations, filtered by state', async () => {
    const abuja = await addStation({ ...yaba, name: 'Wuse Pickup', state: 'FCT', address: '3 Aminu Kano Crescent' });
    const closed = await addStation({ ...yaba, name: 'Closed Pickup' });
    await patchStation(closed.id, { active: false });
    const lagos = await publicList('lagos state');
    expect(lagos.map((s) => s.name)).toContain('Yaba Pickup');
    expect(lagos.map((s) => s.name)).not.toContain('Wuse Pickup');
    expect(lagos.map((s) => s.name)).not.toContain('Closed Pickup');
    expect(lagos.find((s) => s.name === 'Yaba Pickup')).toMatchObject({ fee: { NGN: 900, USD: 1 } });
    expect((await publicList('FCT')).map((s) => s.id)).toEqual([abuja.id]);
  });
});

describe('an order collected from a pickup station', () => {
  it("costs the station's fee, stores the station and the estimated delivery dates", async () => {
    const station = await addStation({ ...yaba, name: 'Lekki Pickup', fee_ngn: '700', min_days: 2, max_days: 4 });
    const product = await makeStockedProduct(db, { price_ngn_kobo: 5_000_00, quantity: 10, weight_grams: 500 });
    const shopper = await customerWithCart(app, db, [[product.id, 2]]);

    const quote = await app.inject({
      method: 'POST',
      url: '/api/orders/quote/',
      payload: { address: { country: 'NG', state: 'Lagos' }, delivery: { method: 'pickup', station_id: station.id } },
      headers: shopper.auth,
    });
    expect(quoteSchema.parse(quote.json())).toMatchObject({
      covered: true,
      shipping_cost: 700,
      handling_fee: 0,
      packaging_fee: 0,
      order_total: 10_700,
      delivery_estimate: { from: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), to: expect.any(String) },
    });

    const res = await placeOrderRequest(app, shopper.auth, {
      address: lagosAddress,
      delivery: { method: 'pickup', station_id: station.id },
    });
    expect(res.statusCode).toBe(201);
    const order = orderDetailSchema.parse(res.json());
    expect(order).toMatchObject({
      delivery_method: 'pickup',
      pickup_station: { id: station.id, name: 'Lekki Pickup', address: '21 Herbert Macaulay Way, Yaba, Lagos' },
      shipping_cost: 700,
      order_total: 10_700,
    });
    expect(order.delivery_estimate).toEqual(quote.json().delivery_estimate);
    const row = await db
      .selectFrom('orders')
      .selectAll()
      .where('order_ref', '=', order.order_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ delivery_method: 'pickup', pickup_station_id: station.id });
    expect(row.delivery_from! <= row.delivery_to!).toBe(true);

    // A later change to the station leaves the order as it was placed.
    await patchStation(station.id, { name: 'Lekki Phase 1 Pickup', fee_ngn: '1000' });
    const again = await app.inject({
      method: 'GET',
      url: `/api/orders/?order_id=${order.order_id}`,
      headers: shopper.auth,
    });
    expect(again.json()[0]).toMatchObject({ pickup_station: { name: 'Lekki Pickup' }, shipping_cost: 700 });
  });

  it('stores the estimate of home delivery too, from the fee rule', async () => {
    const product = await makeStockedProduct(db, { quantity: 10 });
    const shopper = await customerWithCart(app, db, [[product.id, 1]]);
    const res = await placeOrderRequest(app, shopper.auth, { address: lagosAddress });
    expect(res.json()).toMatchObject({
      delivery_method: 'home',
      pickup_station: null,
      delivery_estimate: { from: expect.any(String) },
    });
  });

  it('refuses an inactive station, and a station in another country than the address, changing nothing', async () => {
    const station = await addStation({ ...yaba, name: 'Surulere Pickup' });
    await patchStation(station.id, { active: false });
    const product = await makeStockedProduct(db, { quantity: 5 });
    const shopper = await customerWithCart(app, db, [[product.id, 2]]);
    const closed = await placeOrderRequest(app, shopper.auth, {
      address: lagosAddress,
      delivery: { method: 'pickup', station_id: station.id },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({
      code: 'conflict',
      detail: expect.stringContaining('Surulere Pickup'),
      message_id: 'detail.station.closed',
      message_values: { name: expect.stringContaining('Surulere Pickup') },
    });

    await patchStation(station.id, { active: true });
    const abroad = await placeOrderRequest(app, shopper.auth, {
      address: newYorkAddress,
      delivery: { method: 'pickup', station_id: station.id },
    });
    expect(abroad.statusCode).toBe(400);
    const unknown = await placeOrderRequest(app, shopper.auth, {
      address: lagosAddress,
      delivery: { method: 'pickup', station_id: 2_147_483_000 },
    });
    expect(unknown.statusCode).toBe(400);

    expect(await stockOf(db, product.id)).toBe(5);
    const orders = await db.selectFrom('orders').select('id').where('user_id', '=', shopper.user.id).execute();
    expect(orders).toEqual([]);
  });
});
