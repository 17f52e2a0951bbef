import { describe, expect, it } from 'vitest';
import { orderDetailSchema } from '@oja/shared/orders';
import { createTestApp } from '@oja/testing/app/test-app';
import {
  customerWithCart,
  makeStockedProduct,
  newYorkAddress,
  placeOrderRequest,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp(uncappedReservations);

const abuja = {
  street: '7 Aminu Kano Crescent',
  city: 'Wuse II',
  state: 'FCT',
  lga: 'abuja municipal',
  country: 'NG',
  phone: '0803 123 4567',
};

async function placeFor(address: object) {
  const p = await makeStockedProduct(db, { price_ngn_kobo: 500_000, price_usd_cents: 500 });
  const customer = await customerWithCart(app, db, [[p.id, 1]]);
  return placeOrderRequest(app, customer.auth, { address });
}

describe('orders to Nigerian addresses', () => {
  it('takes a local phone and no postal code, and stores the state, LGA and phone normalised', async () => {
    const res = await placeFor(abuja);
    expect(res.statusCode, res.body).toBe(201);
    const order = orderDetailSchema.parse(res.json());
    expect(order.address).toEqual({
      street: abuja.street,
      city: 'Wuse II',
      state: 'Federal Capital Territory',
      lga: 'Abuja Municipal',
      country: 'NG',
      country_name: 'Nigeria',
      postal_code: '',
      phone: '+2348031234567',
    });
    // The one-line form keeps the parts it always had (clients of the original shop read it).
    expect(order.shipping_address).toBe('7 Aminu Kano Crescent, Wuse II, Federal Capital Territory, Nigeria');
    expect(order.currency).toBe('NGN');
  });

  it('reads each local way of writing the phone as the same +234 number', async () => {
    for (const phone of ['803 123 4567', '+234 803 123 4567', '2348031234567']) {
      const res = await placeFor({ ...abuja, phone });
      expect(orderDetailSchema.parse(res.json()).address.phone, phone).toBe('+2348031234567');
    }
  });

  it('still takes an address without an LGA (older clients), with "Lagos State" matching the Lagos rule', async () => {
    const res = await placeFor({ ...abuja, state: 'Lagos State', lga: undefined, postal_code: '101001' });
    expect(res.statusCode, res.body).toBe(201);
    const order = orderDetailSchema.parse(res.json());
    expect(order.address).toMatchObject({ state: 'Lagos', lga: '', postal_code: '101001' });
    expect(order.order_reviewed).toBe(true); // a fee rule covered it
    expect(order.shipping_cost).toBe(1_500);
  });

  it('refuses a state that is not one, an LGA of another state and a phone that is not Nigerian', async () => {
    for (const [address, detail, id] of [
      [{ ...abuja, state: 'Ikeja' }, 'address.state: Choose a state from the list', 'checkout.says.ng-state'],
      [
        { ...abuja, lga: 'Ikeja' },
        'address.lga: Choose a local government area of the state from the list',
        'checkout.says.ng-lga',
      ],
      [
        { ...abuja, phone: '0803 123' },
        'address.phone: Phone must be a Nigerian number, e.g. 0803 123 4567, or start with another country code',
        'checkout.says.ng-phone',
      ],
    ] as const) {
      const res = await placeFor(address);
      expect(res.statusCode).toBe(400);
      const [path, message] = detail.split(': ') as [string, string];
      // Beside the English message, its name in the catalogue (additive, decision 0084).
      expect(res.json()).toEqual({ code: 'invalid', detail, errors: [{ path, message, message_id: id }] });
    }
  });

  it('keeps other countries as they were: free-text state, postal code required, phone as typed', async () => {
    const res = await placeFor({ ...newYorkAddress, lga: 'ignored' });
    expect(res.statusCode, res.body).toBe(201);
    expect(orderDetailSchema.parse(res.json()).address).toMatchObject({
      state: 'NY',
      lga: '',
      postal_code: '10118',
      phone: '+1 212 555 0100',
    });
    const noPostcode = await placeFor({ ...newYorkAddress, postal_code: '' });
    expect(noPostcode.json()).toEqual({
      code: 'invalid',
      detail: 'address.postal_code: Postal code is required',
      errors: [
        {
          path: 'address.postal_code',
          message: 'Postal code is required',
          message_id: 'checkout.says.required',
          message_values: { field: 'postal_code' },
        },
      ],
    });
  });
});
