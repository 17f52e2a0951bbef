import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import {
  clientLine,
  lagosAddress,
  makeStockedProduct,
  stockOf,
  customerWithCart as newCustomerWithCart,
  placeOrderRequest,
} from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp();

type Auth = Record<string, string>;

const customerWithCart = (lines: [number, number][]) => newCustomerWithCart(app, db, lines);
const place = (auth: Auth, payload: object, headers: Auth = {}) => placeOrderRequest(app, auth, payload, headers);

describe('POST /api/orders/quote/', () => {
  it('answers the fees an order would have, touching nothing', async () => {
    const p = await makeStockedProduct(db, { price_usd_cents: 1_000, price_ngn_kobo: 1_500_000, quantity: 3 });
    const customer = await customerWithCart([[p.id, 1]]);
    const quote = await app.inject({
      method: 'POST',
      url: '/api/orders/quote/',
      payload: { address: { country: 'NG', state: 'Lagos State' } },
      headers: customer.auth,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual({
      currency: 'NGN',
      covered: true,
      free_shipping: false,
      free_shipping_from: 30_000,
      item_count: 1,
      amount: 15_000,
      shipping_cost: 1_500,
      shipping_fee: 0,
      handling_fee: 100,
      packaging_fee: 500,
      insurance_fee: 0,
      order_total: 17_100,
      // Lagos: 1 to 2 business days.
      delivery_estimate: { from: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), to: expect.any(String) },
      // No promotion or voucher: nothing off (decision 0037).
      subtotal: 15_000,
      discount: 0,
      promotion_discount: 0,
      line_discounts: [],
      voucher: null,
      voucher_problem: null,
    });
    expect(await stockOf(db, p.id)).toBe(3);
    const placed = await place(customer.auth, { address: lagosAddress });
    expect(placed.json().order_total).toBe(17_100);
    const ghana = await app.inject({
      method: 'POST',
      url: '/api/orders/quote/',
      payload: { address: { country: 'GH', state: 'Ashanti' }, items: [clientLine(p.id, 1)] },
      headers: customer.auth,
    });
    expect(ghana.json()).toMatchObject({ covered: false, currency: 'USD', order_total: 10 });
  });

  it('quotes in the currency of the delivery, ignoring the currency the client browses in', async () => {
    const p = await makeStockedProduct(db, { price_usd_cents: 1_000, price_ngn_kobo: 1_500_000, quantity: 3 });
    const customer = await customerWithCart([[p.id, 1]]);
    const quote = (country: string, state: string, currency: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/quote/',
        payload: { address: { country, state }, currency },
        headers: customer.auth,
      });
    expect((await quote('US', 'NY', 'NGN')).json()).toMatchObject({ currency: 'USD', amount: 10 });
    expect((await quote('Nigeria', 'Lagos', 'USD')).json()).toMatchObject({ currency: 'NGN', amount: 15_000 });
  });
});
