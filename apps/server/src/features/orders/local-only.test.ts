import { beforeAll, describe, expect, it } from 'vitest';
import { adminPickupStationSchema } from '@oja/shared/delivery';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';
import {
  clientLine,
  customerWithCart,
  ibadanAddress,
  lagosAddress,
  makeStockedProduct,
  newYorkAddress,
  placeOrderRequest,
  stockOf,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';

// Issue 30, E6: fresh food (the default fee rules' local_only categories) goes within Lagos only.
const { app, db } = await createTestApp(uncappedReservations);

type Auth = Record<string, string>;
let staff: Auth;
let goat: { id: number };
let pepper: { id: number };
let bananas: { id: number };
beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
  const meat = await makeCategory(db, { slug: 'fish-and-meat' });
  const fruits = await makeCategory(db, { slug: 'fruits' });
  goat = await makeProduct(db, meat.id, { title: 'Goat Meat (Cut) 1kg', quantity: 10 });
  bananas = await makeProduct(db, fruits.id, { title: 'Bananas', quantity: 10 });
  pepper = await makeStockedProduct(db, { title: 'Yaji', quantity: 10 });
});

const station = async (name: string, state: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/pickup-stations/',
    headers: staff,
    payload: {
      name,
      address: '1 Main Road',
      state,
      opening_hours: 'Mon–Sat',
      fee_usd: '1.00',
      fee_ngn: '800',
      min_days: 1,
      max_days: 2,
    },
  });
  expect(res.statusCode).toBe(201);
  return adminPickupStationSchema.parse(res.json());
};

const quote = async (ids: number[], address: object, delivery?: object) => {
  const customer = await makeSignedInUser(db);
  return app.inject({
    method: 'POST',
    url: '/api/orders/quote/',
    headers: customer.auth,
    payload: { address, items: ids.map((id) => clientLine(id, 1)), ...(delivery ? { delivery } : {}) },
  });
};

describe('fresh food outside Lagos', () => {
  it('is quoted within Lagos, and refused elsewhere in Nigeria and abroad with the products named', async () => {
    expect((await quote([goat.id, pepper.id], lagosAddress)).statusCode).toBe(200);
    expect((await quote([pepper.id], newYorkAddress)).statusCode).toBe(200);
    const london = await quote([goat.id, pepper.id, bananas.id], { ...newYorkAddress, country: 'GB', state: 'London' });
    expect(london.statusCode).toBe(400);
    expect(london.json()).toEqual({
      code: 'invalid',
      detail:
        '"Goat Meat (Cut) 1kg", "Bananas" can only be delivered within Lagos. Remove them from your cart, or choose an address or a pickup station in Lagos.',
      message_id: 'detail.order.local-only',
      message_values: { titles: '"Goat Meat (Cut) 1kg", "Bananas"', area: 'Lagos' },
    });
    const ibadan = await quote([bananas.id], ibadanAddress);
    expect(ibadan.statusCode).toBe(400);
    expect(ibadan.json().message_id).toBe('detail.order.local-only');
  });

  it('goes by the pickup station, not the home address, when the order is collected', async () => {
    const yaba = await station('Yaba Pickup', 'Lagos');
    const kano = await station('Kano Pickup', 'Kano');
    expect((await quote([goat.id], ibadanAddress, { method: 'pickup', station_id: yaba.id })).statusCode).toBe(200);
    const refused = await quote([goat.id], lagosAddress, { method: 'pickup', station_id: kano.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message_id).toBe('detail.order.local-only');
  });

  it('is refused when the order is placed, holding nothing', async () => {
    const customer = await customerWithCart(app, db, [
      [goat.id, 2],
      [pepper.id, 1],
    ]);
    const res = await placeOrderRequest(app, customer.auth, { address: ibadanAddress });
    expect(res.statusCode).toBe(400);
    expect(res.json().message_id).toBe('detail.order.local-only');
    expect(await stockOf(db, goat.id)).toBe(10);
    expect(await stockOf(db, pepper.id)).toBe(10);
    expect((await placeOrderRequest(app, customer.auth, { address: lagosAddress })).statusCode).toBe(201);
  });
});
