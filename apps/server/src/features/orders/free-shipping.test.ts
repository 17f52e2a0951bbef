import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freeShippingPromise } from '@oja/shared/delivery';
import { shopInfoSchema } from '@oja/shared/shop';
import { createTestApp } from '@oja/testing/app/test-app';
import { customerWithCart, makeStockedProduct, uncappedReservations } from '@oja/testing/factories/order-factories';
import { defaultFeeRules } from './fee-rules.ts';

// A threshold of its own (₦25,000 and $35), so that nothing here can pass on a hard-coded default.
const rulesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'oja-fees-')), 'fees.json');
fs.writeFileSync(rulesFile, JSON.stringify({ ...defaultFeeRules, free_shipping_from: { USD: 35_00, NGN: 25_000_00 } }));
const { app, db } = await createTestApp({ ...uncappedReservations, FEE_RULES_FILE: rulesFile });

const quote = async (auth: Record<string, string>, country: string, state: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/orders/quote/',
      payload: { address: { country, state } },
      headers: auth,
    })
  ).json();

describe('the one free-shipping promise', () => {
  it('is the fee rules’ threshold, shown in each currency and applied at checkout from that same value', async () => {
    const shop = shopInfoSchema.parse((await app.inject({ url: '/api/shop/' })).json());
    expect(shop.free_shipping_from).toEqual({ USD: 35, NGN: 25_000 });
    expect(freeShippingPromise(shop.free_shipping_from.NGN * 100, 'NGN')).toBe('Free shipping on orders from ₦25,000');
    expect(freeShippingPromise(shop.free_shipping_from.USD * 100, 'USD')).toBe('Free shipping on orders from $35.00');

    // A cart of exactly the promised naira amount ships free to Lagos; one naira less pays shipping.
    const atThreshold = await makeStockedProduct(db, {
      price_ngn_kobo: shop.free_shipping_from.NGN * 100,
      quantity: 5,
    });
    const below = await makeStockedProduct(db, {
      price_ngn_kobo: shop.free_shipping_from.NGN * 100 - 100,
      quantity: 5,
    });
    const lucky = await customerWithCart(app, db, [[atThreshold.id, 1]]);
    const unlucky = await customerWithCart(app, db, [[below.id, 1]]);
    const free = await quote(lucky.auth, 'NG', 'Lagos');
    expect(free).toMatchObject({
      free_shipping: true,
      shipping_cost: 0,
      free_shipping_from: shop.free_shipping_from.NGN,
    });
    const paying = await quote(unlucky.auth, 'NG', 'Lagos');
    expect(paying).toMatchObject({ free_shipping: false, shipping_cost: 1_500 });

    // The same in dollars.
    const dollars = await makeStockedProduct(db, { price_usd_cents: shop.free_shipping_from.USD * 100, quantity: 5 });
    const abroad = await customerWithCart(app, db, [[dollars.id, 1]]);
    expect(await quote(abroad.auth, 'US', 'NY')).toMatchObject({ free_shipping: true, free_shipping_from: 35 });
  });
});
