import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { clientLine, lagosAddress, stockOf, makeStockedProduct } from '@oja/testing/factories/order-factories';
import { variantStockOf } from '@oja/testing/factories/variant-factories';

const { app, db } = await createTestApp();

async function customers(n: number) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({ ...(await makeSignedInUser(db)), ip: `198.51.100.${i + 1}` })),
  );
}

const line = (productId: number, quantity: number, variantId?: number) => ({
  ...clientLine(productId, quantity),
  ...(variantId === undefined ? {} : { variant_id: variantId }),
});

async function order(buyer: { auth: Record<string, string>; ip: string }, items: unknown[]) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/place-order/',
    payload: { address: lagosAddress, items },
    headers: buyer.auth,
    remoteAddress: buyer.ip,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('ordering variants', () => {
  it('prices, reserves and records the chosen variant; its siblings keep their stock', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [
      { label: '250 g', quantity: 4, ngn: 150_000 },
      { label: '1 kg', quantity: 3, ngn: 520_000 },
    ]);
    const [buyer] = await customers(1);
    const placed = await order(buyer!, [line(product.id, 2, variants[1]!.id)]);
    expect(placed.status).toBe(201);
    expect(placed.body.items).toMatchObject([
      { id: product.id, variant_id: variants[1]!.id, variant_label: '1 kg', quantity: 2, total_price_naira: 10_400 },
    ]);
    expect(await variantStockOf(db, variants[1]!.id)).toBe(1);
    expect(await variantStockOf(db, variants[0]!.id)).toBe(4);
    expect(await stockOf(db, product.id)).toBe(5);
  });

  it('an order naming no variant (the original client) gets the first one', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [
      { label: '2 yards', quantity: 5, ngn: 900_000 },
      { label: '6 yards', quantity: 5, ngn: 2_400_000 },
    ]);
    const [buyer] = await customers(1);
    const placed = await order(buyer!, [clientLine(product.id, 1)]);
    expect(placed.status).toBe(201);
    expect(placed.body.items[0]).toMatchObject({
      variant_id: variants[0]!.id,
      variant_label: '2 yards',
      total_price_naira: 9_000,
    });
    expect(await variantStockOf(db, variants[0]!.id)).toBe(4);
  });

  it('refuses a cart line naming another product’s variant by its message id, said in the page’s language', async () => {
    const a = await makeStockedProduct(db, { title: 'Aso oke' }, [{ label: 'Red', quantity: 2 }]);
    const b = await makeStockedProduct(db, {}, [{ label: 'Blue', quantity: 2 }]);
    const [buyer] = await customers(1);
    const add = (language?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/cart/items/',
        payload: { product_id: a.id, variant_id: b.variants[0]!.id },
        headers: { ...buyer!.auth, ...(language ? { 'x-oja-language': language } : {}) },
      });
    const english = await add();
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({
      code: 'not_found',
      detail: `"Aso oke" has no variant ${b.variants[0]!.id}.`,
      message_id: 'detail.product.no-variant',
      message_values: { title: 'Aso oke', variant: b.variants[0]!.id },
    });
    expect((await add('yo')).json().detail).toBe(`Kò sí ẹ̀yà ${b.variants[0]!.id} fún "Aso oke".`);
  });

  it('refuses a variant of another product with a 400 and changes nothing', async () => {
    const a = await makeStockedProduct(db, {}, [{ label: 'Red', quantity: 2 }]);
    const b = await makeStockedProduct(db, {}, [{ label: 'Blue', quantity: 2 }]);
    const [buyer] = await customers(1);
    const refused = await order(buyer!, [line(a.id, 1, b.variants[0]!.id)]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'invalid',
      detail: expect.stringContaining('has no variant'),
      message_id: 'detail.product.no-variant',
      message_values: { title: a.title, variant: b.variants[0]!.id },
    });
    expect(await variantStockOf(db, b.variants[0]!.id)).toBe(2);
    expect(await stockOf(db, a.id)).toBe(2);
  });

  it('returns the variant stock when an unpaid order is cancelled', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [
      { label: '100 g', quantity: 3 },
      { label: '500 g', quantity: 3 },
    ]);
    const [buyer] = await customers(1);
    const placed = await order(buyer!, [line(product.id, 2, variants[1]!.id)]);
    expect(placed.status).toBe(201);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${placed.body.id}`,
      headers: buyer!.auth,
    });
    expect(cancel.statusCode).toBeLessThan(300);
    expect(await variantStockOf(db, variants[1]!.id)).toBe(3);
    expect(await stockOf(db, product.id)).toBe(6);
  });
});

describe('many customers ordering the last units of one variant at once', () => {
  it('accepts exactly the variant stock (20 orders for 4 units), never below zero, other variant untouched', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [
      { label: '50 g', quantity: 100 },
      { label: '1 kg', quantity: 4 },
    ]);
    const buyers = await customers(20);
    const answers = await Promise.all(buyers.map((b) => order(b, [line(product.id, 1, variants[1]!.id)])));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    for (const r of answers.filter((a) => a.status !== 201)) {
      expect(r).toMatchObject({ status: 409, body: { code: 'out_of_stock' } });
    }
    expect(await variantStockOf(db, variants[1]!.id)).toBe(0);
    expect(await variantStockOf(db, variants[0]!.id)).toBe(100);
    expect(await stockOf(db, product.id)).toBe(100);
  });

  it('holds with orders mixing two variants of a product, listed either way round', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [
      { label: 'Indigo, 2 yards', quantity: 5 },
      { label: 'Indigo, 6 yards', quantity: 50 },
    ]);
    const [small, large] = variants;
    const buyers = await customers(10);
    const answers = await Promise.all(
      buyers.map((b, i) =>
        order(
          b,
          i % 2
            ? [line(product.id, 1, large!.id), line(product.id, 2, small!.id)]
            : [line(product.id, 2, small!.id), line(product.id, 1, large!.id)],
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(await variantStockOf(db, small!.id)).toBe(1);
    expect(await variantStockOf(db, large!.id)).toBe(48);
    expect(await stockOf(db, product.id)).toBe(49);
  });
});

describe('a cart with two variants of one product', () => {
  it('keeps a line per variant, with its own price and stock cap, and the order from the cart takes both', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [
      { label: '250 g', quantity: 5, ngn: 150_000 },
      { label: '1 kg', quantity: 1, ngn: 520_000 },
    ]);
    const [small, large] = variants;
    const [buyer] = await customers(1);
    const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: buyer!.auth, remoteAddress: buyer!.ip });
    expect((await call('POST', '/api/cart/items/', { product_id: product.id, variant_id: small!.id })).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/cart/items/', { product_id: product.id, variant_id: large!.id })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/cart/items/${product.id}/increment?variant=${small!.id}`)).statusCode).toBe(200);
    const refused = await call('POST', `/api/cart/items/${product.id}/increment?variant=${large!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('(1 kg)');
    const cart = (await call('POST', `/api/cart/items/${product.id}/decrement?variant=${large!.id}`)).json();
    expect(
      cart.items.map((l: { variant_label: string; quantity: number; totalNairaPrice: number }) => [
        l.variant_label,
        l.quantity,
        l.totalNairaPrice,
      ]),
    ).toEqual([
      ['250 g', 2, 3000],
      ['1 kg', 1, 5200],
    ]);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      payload: { address: lagosAddress },
      headers: buyer!.auth,
      remoteAddress: buyer!.ip,
    });
    expect(placed.statusCode).toBe(201);
    expect(
      placed.json().items.map((i: { variant_label: string; quantity: number }) => [i.variant_label, i.quantity]),
    ).toEqual([
      ['250 g', 2],
      ['1 kg', 1],
    ]);
    expect(await variantStockOf(db, small!.id)).toBe(3);
    expect(await variantStockOf(db, large!.id)).toBe(0);
  });
});
