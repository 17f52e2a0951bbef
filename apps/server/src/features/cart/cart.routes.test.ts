import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cartSchema } from '@oja/shared/cart';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { makeStockedProduct } from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp();

type Headers = Record<string, string>;

/** A browser's cookie jar for the guest cart: keeps what the API sets, sends it back. */
function guest() {
  let token: string | undefined;
  const jar = {
    get headers(): Headers {
      return token ? { cookie: `oja_cart=${token}` } : {};
    },
    get token() {
      return token;
    },
    async call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, extra: Headers = {}) {
      const res = await app.inject({ method, url, payload, headers: { ...jar.headers, ...extra } });
      const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('oja_cart='));
      if (set) token = /^oja_cart=([^;]*)/.exec(set)![1] || undefined;
      return res;
    },
  };
  return jar;
}

const lineOf = (body: { items: { item: { id: number }; quantity: number }[] }, id: number) =>
  body.items.find((l) => l.item.id === id);

describe('the guest cart', () => {
  it('hands a new visitor a token at once but writes no cart until something is added', async () => {
    const before = await db.selectFrom('carts').select('id').execute();
    const shopper = guest();
    const res = await shopper.call('GET', '/api/cart/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total_quantity: 0, line_count: 0, totalPrice: 0, totalNairaPrice: 0 });
    expect(shopper.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.selectFrom('carts').select('id').execute()).toEqual(before);
    // The same token is used from then on: no new cookie.
    const again = await shopper.call('GET', '/api/cart/');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('puts quick adds from a new visitor into one cart (the page handed out the token first)', async () => {
    const products = await Promise.all(Array.from({ length: 5 }, () => makeStockedProduct(db)));
    const shopper = guest();
    await shopper.call('GET', '/api/cart/');
    const token = shopper.token;
    const answers = await Promise.all(
      products.map((p) => shopper.call('POST', '/api/cart/items/', { product_id: p.id })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(shopper.token).toBe(token);
    expect((await shopper.call('GET', '/api/cart/')).json().line_count).toBe(5);
  });

  it('adds a product with quantity 1, priced by the server in both currencies, and sets an HttpOnly cookie', async () => {
    const yaji = await makeStockedProduct(db, {
      title: 'Yaji',
      price_usd_cents: 1000,
      price_ngn_kobo: 800_000,
      sale_price_usd_cents: 850,
      sale_price_ngn_kobo: 680_000,
      quantity: 5,
    });
    const shopper = guest();
    const res = await shopper.call('POST', '/api/cart/items/', { product_id: yaji.id });
    expect(res.statusCode).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const body = cartSchema.parse(res.json());
    expect(body.items).toEqual([
      {
        item: {
          id: yaji.id,
          title: 'Yaji',
          image_url: yaji.image_url,
          price: 8.5,
          price_naira: 6800,
          quantity_in_stock: 5,
        },
        quantity: 1,
        totalPrice: 8.5,
        totalNairaPrice: 6800,
      },
    ]);
    // Only the token's hash is stored.
    const carts = await db.selectFrom('carts').select('guest_token_hash').where('user_id', 'is', null).execute();
    const hash = createHash('sha256').update(shopper.token!).digest('hex');
    expect(carts.map((c) => c.guest_token_hash)).toContain(hash);
    expect(carts.map((c) => c.guest_token_hash)).not.toContain(shopper.token);
  });

  it('+1 up to the stock, refusing more with a message naming the product; −1 never below 1', async () => {
    const egusi = await makeStockedProduct(db, {
      title: 'Egusi',
      price_usd_cents: 333,
      price_ngn_kobo: 250_050,
      quantity: 3,
    });
    const shopper = guest();
    await shopper.call('POST', '/api/cart/items/', { product_id: egusi.id });
    expect(
      lineOf((await shopper.call('POST', `/api/cart/items/${egusi.id}/increment`)).json(), egusi.id)?.quantity,
    ).toBe(2);
    const three = await shopper.call('POST', `/api/cart/items/${egusi.id}/increment`);
    expect(three.json()).toMatchObject({ total_quantity: 3, totalPrice: 9.99, totalNairaPrice: 7501.5 });

    const refused = await shopper.call('POST', `/api/cart/items/${egusi.id}/increment`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'out_of_stock',
      detail: 'Only 3 of "Egusi" left in stock.',
      message_id: 'detail.cart.only-left',
      message_values: { count: 3, title: 'Egusi' },
    });
    expect(lineOf((await shopper.call('GET', '/api/cart/')).json(), egusi.id)?.quantity).toBe(3);

    for (const expected of [2, 1, 1]) {
      const res = await shopper.call('POST', `/api/cart/items/${egusi.id}/decrement`);
      expect(res.statusCode).toBe(200);
      expect(lineOf(res.json(), egusi.id)?.quantity).toBe(expected);
    }
  });

  it('adding again leaves the line as it is; removes a line; empties the cart', async () => {
    const a = await makeStockedProduct(db);
    const b = await makeStockedProduct(db);
    const shopper = guest();
    await shopper.call('POST', '/api/cart/items/', { product_id: a.id });
    await shopper.call('POST', `/api/cart/items/${a.id}/increment`);
    const again = await shopper.call('POST', '/api/cart/items/', { product_id: a.id });
    expect(lineOf(again.json(), a.id)?.quantity).toBe(2);
    const both = (await shopper.call('POST', '/api/cart/items/', { product_id: b.id })).json();
    expect(both).toMatchObject({ total_quantity: 3, line_count: 2 });

    const removed = await shopper.call('DELETE', `/api/cart/items/${a.id}`);
    expect(removed.json().items.map((l: { item: { id: number } }) => l.item.id)).toEqual([b.id]);
    expect((await shopper.call('DELETE', `/api/cart/items/${a.id}`)).statusCode).toBe(200);

    const emptied = await shopper.call('DELETE', '/api/cart/');
    expect(emptied.json()).toMatchObject({ items: [], total_quantity: 0, totalPrice: 0 });
  });

  it('refuses products that are sold out, hidden or unknown, lines not in the cart, and bad input', async () => {
    const soldOut = await makeStockedProduct(db, { title: 'Ogbono', quantity: 0 });
    const hidden = await makeStockedProduct(db, { visible: 0 });
    const shopper = guest();
    const out = await shopper.call('POST', '/api/cart/items/', { product_id: soldOut.id });
    expect(out.statusCode).toBe(409);
    expect(out.json()).toEqual({
      code: 'out_of_stock',
      detail: 'Sorry, "Ogbono" is out of stock.',
      message_id: 'detail.cart.out-of-stock',
      message_values: { title: 'Ogbono' },
    });
    for (const id of [hidden.id, 999_999]) {
      expect((await shopper.call('POST', '/api/cart/items/', { product_id: id })).statusCode).toBe(404);
    }
    const some = await makeStockedProduct(db, { title: 'Kpomo' });
    const missing = await shopper.call('POST', `/api/cart/items/${some.id}/increment`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('"Kpomo" is not in your cart.');
    expect((await shopper.call('POST', `/api/cart/items/${some.id}/decrement`)).json().detail).toBe(
      '"Kpomo" is not in your cart.',
    );
    // A line whose product staff then hide: −1 is refused like +1, and the line stays as it was.
    await shopper.call('POST', '/api/cart/items/', { product_id: some.id });
    await shopper.call('POST', `/api/cart/items/${some.id}/increment`);
    await db.updateTable('products').set({ visible: 0 }).where('id', '=', some.id).execute();
    expect((await shopper.call('POST', `/api/cart/items/${some.id}/decrement`)).statusCode).toBe(404);
    await db.updateTable('products').set({ visible: 1 }).where('id', '=', some.id).execute();
    expect(lineOf((await shopper.call('GET', '/api/cart/')).json(), some.id)?.quantity).toBe(2);
    for (const [method, url, payload] of [
      ['POST', '/api/cart/items/', { product_id: 'abc' }],
      ['POST', '/api/cart/items/', {}],
      ['POST', '/api/cart/items/0/increment', undefined],
      ['DELETE', '/api/cart/items/x', undefined],
    ] as const) {
      const res = await shopper.call(method, url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('invalid');
    }
  });

  it('replaces a malformed cookie, and shows an empty cart for an unknown one', async () => {
    const malformed = await app.inject({ url: '/api/cart/', headers: { cookie: 'oja_cart=not-a-token' } });
    expect(malformed.json().items).toEqual([]);
    expect(String(malformed.headers['set-cookie'])).toMatch(/^oja_cart=[A-Za-z0-9_-]{43};/);
    const unknown = await app.inject({ url: '/api/cart/', headers: { cookie: `oja_cart=${'A'.repeat(43)}` } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().items).toEqual([]);
  });
});

describe("a customer's cart", () => {
  it('belongs to the account: the same cart on every device (session)', async () => {
    const phone = await makeSignedInUser(db);
    const product = await makeStockedProduct(db);
    await app.inject({
      method: 'POST',
      url: '/api/cart/items/',
      payload: { product_id: product.id },
      headers: phone.auth,
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/cart/items/${product.id}/increment`,
      headers: phone.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined(); // no guest cookie for a customer
    expect(lineOf(res.json(), product.id)?.quantity).toBe(2);
    const other = await makeSignedInUser(db);
    expect((await app.inject({ url: '/api/cart/', headers: other.auth })).json().items).toEqual([]);
  });

  it('takes over the guest cart on sign-in: quantities added and capped at the stock, cookie cleared', async () => {
    const shared = await makeStockedProduct(db, { quantity: 4 });
    const guestOnly = await makeStockedProduct(db, { quantity: 9 });
    const customerOnly = await makeStockedProduct(db, { quantity: 9 });
    const customer = await makeSignedInUser(db);
    const asCustomer = (method: 'POST', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: customer.auth });
    await asCustomer('POST', '/api/cart/items/', { product_id: shared.id });
    await asCustomer('POST', `/api/cart/items/${shared.id}/increment`);
    await asCustomer('POST', `/api/cart/items/${shared.id}/increment`);
    await asCustomer('POST', '/api/cart/items/', { product_id: customerOnly.id });

    const shopper = guest();
    await shopper.call('POST', '/api/cart/items/', { product_id: shared.id });
    await shopper.call('POST', `/api/cart/items/${shared.id}/increment`);
    await shopper.call('POST', '/api/cart/items/', { product_id: guestOnly.id });
    const guestToken = shopper.token!;

    const merged = await shopper.call('GET', '/api/cart/', undefined, customer.auth);
    expect(merged.statusCode).toBe(200);
    const cleared = ([] as string[]).concat(merged.headers['set-cookie'] ?? []).find((c) => c.startsWith('oja_cart='));
    expect(cleared).toMatch(/^oja_cart=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    const body = merged.json();
    expect(lineOf(body, shared.id)?.quantity).toBe(4); // 3 + 2, capped at the stock of 4
    expect(lineOf(body, guestOnly.id)?.quantity).toBe(1);
    expect(lineOf(body, customerOnly.id)?.quantity).toBe(1);

    // The guest cart is gone: the old cookie alone (after Log Out) shows an empty cart.
    const afterLogout = await app.inject({ url: '/api/cart/', headers: { cookie: `oja_cart=${guestToken}` } });
    expect(afterLogout.json().items).toEqual([]);
    // Sending it again while signed in merges nothing twice.
    const again = await app.inject({
      url: '/api/cart/',
      headers: { ...customer.auth, cookie: `oja_cart=${guestToken}` },
    });
    expect(lineOf(again.json(), guestOnly.id)?.quantity).toBe(1);
  });

  it('merges a guest cart once even when several signed-in requests carry it at the same moment', async () => {
    const product = await makeStockedProduct(db, { quantity: 50 });
    const customer = await makeSignedInUser(db);
    const shopper = guest();
    await shopper.call('POST', '/api/cart/items/', { product_id: product.id });
    await shopper.call('POST', `/api/cart/items/${product.id}/increment`);
    const headers = { ...customer.auth, cookie: `oja_cart=${shopper.token}` };
    const answers = await Promise.all(Array.from({ length: 6 }, () => app.inject({ url: '/api/cart/', headers })));
    for (const res of answers) expect(res.statusCode).toBe(200);
    const cart = await app.inject({ url: '/api/cart/', headers: customer.auth });
    expect(lineOf(cart.json(), product.id)?.quantity).toBe(2);
  });
});
