import { describe, expect, it } from 'vitest';
import { cartSchema, type Cart } from '@oja/shared/cart';
import { quoteSchema } from '@oja/shared/orders';
import { createTestApp } from '@oja/testing/app/test-app';
import { customerWithCart, makeStockedProduct, uncappedReservations } from '@oja/testing/factories/order-factories';
import { makePromotion } from '@oja/testing/factories/promotion-factories';

const { app, db } = await createTestApp(uncappedReservations);
const hour = 3_600_000;

async function cartOf(auth: Record<string, string>): Promise<Cart> {
  const res = await app.inject({ url: '/api/cart/', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return cartSchema.parse(res.json());
}

const lineOf = (cart: Cart, id: number) => cart.items.find((l) => l.item.id === id)!;

describe('the cart shows the automatic promotions (decision 0037)', () => {
  it("gives a category's percentage off its lines in both currencies, and the total discount", async () => {
    const spice = await makeStockedProduct(db, { price_ngn_kobo: 250_000, price_usd_cents: 333, quantity: 50 });
    const other = await makeStockedProduct(db, { price_ngn_kobo: 100_000, price_usd_cents: 100, quantity: 50 });
    await makePromotion(db, {
      kind: 'category_percent',
      category_id: spice.category_id,
      percent: 10,
      name: 'Spice week',
    });
    const customer = await customerWithCart(app, db, [
      [spice.id, 3],
      [other.id, 1],
    ]);
    const cart = await cartOf(customer.auth);
    // ₦7,500 and $9.99 of spice: 10 % is ₦750 and $1.00 (999 × 10 % = 99.9, rounded half up).
    expect(lineOf(cart, spice.id)).toMatchObject({
      totalNairaPrice: 7500,
      totalPrice: 9.99,
      discount_naira: 750,
      discount: 1,
      promotion: 'Spice week',
    });
    const plain = lineOf(cart, other.id);
    expect(plain).not.toHaveProperty('promotion');
    expect(plain).not.toHaveProperty('discount');
    expect(cart).toMatchObject({ totalNairaPrice: 8500, discount_naira: 750, totalPrice: 10.99, discount: 1 });
  });

  it('matches what checkout prices: buy 2 get 1 on a variant, changing as the quantity does', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [
      { label: '100 g', quantity: 20, ngn: 150_000, usd: 200 },
      { label: '250 g', quantity: 20, ngn: 300_000, usd: 400 },
    ]);
    await makePromotion(db, {
      kind: 'buy_x_get_y',
      category_id: product.category_id,
      buy_quantity: 2,
      free_quantity: 1,
      name: 'Buy 2, get 1 free',
    });
    const customer = await customerWithCart(app, db, []);
    const add = (variant_id: number) =>
      app.inject({
        method: 'POST',
        url: '/api/cart/items/',
        payload: { product_id: product.id, variant_id },
        headers: customer.auth,
      });
    await add(variants[1]!.id);
    let cart = await cartOf(customer.auth);
    expect(cart.items[0]).not.toHaveProperty('promotion');
    expect(cart).not.toHaveProperty('discount_naira');
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/cart/items/${product.id}/increment?variant=${variants[1]!.id}`,
        headers: customer.auth,
      });
      cart = cartSchema.parse(res.json());
    }
    // The answer to the change already carries the promotion: 3 × ₦3,000, one free.
    expect(cart.items[0]).toMatchObject({
      variant_label: '250 g',
      quantity: 3,
      discount_naira: 3000,
      discount: 4,
      promotion: 'Buy 2, get 1 free',
    });
    expect(cart).toMatchObject({ totalNairaPrice: 9000, discount_naira: 3000 });

    const res = await app.inject({
      method: 'POST',
      url: '/api/orders/quote/',
      payload: { address: { country: 'NG', state: 'Lagos State' } },
      headers: customer.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = quoteSchema.parse(res.json());
    expect(quote.promotion_discount).toBe(cart.discount_naira);
  });

  it('ignores promotions that are switched off, not started or ended', async () => {
    const p = await makeStockedProduct(db, { price_ngn_kobo: 100_000, price_usd_cents: 100, quantity: 50 });
    const now = Date.now();
    const c = p.category_id;
    await makePromotion(db, { kind: 'category_percent', category_id: c, percent: 50, active: 0 });
    await makePromotion(db, { kind: 'category_percent', category_id: c, percent: 40, starts_at: now + hour });
    await makePromotion(db, { kind: 'category_percent', category_id: c, percent: 30, ends_at: now - hour });
    const customer = await customerWithCart(app, db, [[p.id, 2]]);
    const cart = await cartOf(customer.auth);
    expect(cart.items[0]).not.toHaveProperty('promotion');
    expect(cart).not.toHaveProperty('discount');
    expect(cart).not.toHaveProperty('discount_naira');
  });

  // The running promotions are kept in the process between cart answers (issue 37): a change
  // written by any process or tool (here straight into the database) shows in the next answer.
  it('shows a promotion or price written by another process in the very next cart answer', async () => {
    const p = await makeStockedProduct(db, { price_ngn_kobo: 100_000, price_usd_cents: 100, quantity: 50 });
    const customer = await customerWithCart(app, db, [[p.id, 2]]);
    expect(await cartOf(customer.auth)).not.toHaveProperty('discount_naira');
    expect(await cartOf(customer.auth)).not.toHaveProperty('discount_naira'); // kept now
    const promotion = await makePromotion(db, { kind: 'category_percent', category_id: p.category_id, percent: 10 });
    expect(await cartOf(customer.auth)).toMatchObject({ totalNairaPrice: 2000, discount_naira: 200 });
    await db.updateTable('promotions').set({ percent: 25 }).where('id', '=', promotion.id).execute();
    expect(await cartOf(customer.auth)).toMatchObject({ totalNairaPrice: 2000, discount_naira: 500 });
    // The price a product sells at is its variant's (decision 0086).
    await db.updateTable('product_variants').set({ price_ngn_kobo: 200_000 }).where('product_id', '=', p.id).execute();
    expect(await cartOf(customer.auth)).toMatchObject({ totalNairaPrice: 4000, discount_naira: 1000 });
    await db.updateTable('promotions').set({ active: 0 }).where('id', '=', promotion.id).execute();
    const off = await cartOf(customer.auth);
    expect(off).toMatchObject({ totalNairaPrice: 4000 });
    expect(off).not.toHaveProperty('discount_naira');
  });
});
