import type { Kysely } from 'kysely';
import type { Address } from '@oja/shared/orders';
import type { App } from '../build-app.ts';
import type { DB, NewProduct } from '../db/schema.ts';
import { makeCategory, makeProduct, makeSignedInUser } from './factories.ts';

export const lagosAddress: Address = {
  street: '12 Broad Street',
  city: 'Lagos Island',
  state: 'Lagos',
  country: 'Nigeria',
  postal_code: '101001',
  phone: '+234 803 123 4567',
};

export const ibadanAddress: Address = {
  ...lagosAddress,
  street: '4 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  postal_code: '200001',
};

export const newYorkAddress: Address = {
  street: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  country: 'US',
  postal_code: '10118',
  phone: '+1 212 555 0100',
};

/** A destination no default fee rule covers: its orders wait for staff to set the fees. */
export const accraAddress: Address = {
  street: '5 Independence Avenue',
  city: 'Accra',
  state: 'Greater Accra',
  country: 'Ghana',
  postal_code: 'GA-100',
  phone: '+233 30 266 4000',
};

/** A product (in a category of its own) with explicit prices, stock and weight. */
export async function makeStockedProduct(db: Kysely<DB>, overrides: Partial<NewProduct> = {}) {
  const category = await makeCategory(db);
  return makeProduct(db, category.id, overrides);
}

export function stockOf(db: Kysely<DB>, productId: number) {
  return db
    .selectFrom('products')
    .select('quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow()
    .then((r) => r.quantity);
}

/** A cart line in the original client's shape, e.g. for a place-order body with `items`. */
export const clientLine = (id: number, quantity: number, price = 0.01, price_naira = 1) => ({
  item: { id, title: 'whatever the client says', image_url: '', price, price_naira },
  quantity,
  totalPrice: price * quantity,
  totalNairaPrice: price_naira * quantity,
});

/** A signed-in customer whose server cart holds `lines` (added through the cart API). */
export async function customerWithCart(app: App, db: Kysely<DB>, lines: [productId: number, quantity: number][]) {
  const customer = await makeSignedInUser(db);
  for (const [id, quantity] of lines) {
    await app.inject({ method: 'POST', url: '/api/cart/items/', payload: { product_id: id }, headers: customer.auth });
    for (let i = 1; i < quantity; i++) {
      await app.inject({ method: 'POST', url: `/api/cart/items/${id}/increment`, headers: customer.auth });
    }
  }
  return customer;
}

export const placeOrderRequest = (
  app: App,
  auth: Record<string, string>,
  payload: object,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: '/api/place-order/', payload, headers: { ...auth, ...headers } });
