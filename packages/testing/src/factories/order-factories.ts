import type { Kysely } from 'kysely';
import type { App } from '@oja/server/build-app';
import type { DB, NewProduct, OrderState } from '@oja/server/db/schema';
import { orderSteps, transition, type OrderStepName } from '@oja/server/features/orders/index';
import { lagosAddress } from './addresses.ts';
import { countHeld } from './held-units.ts';
import { makeCategory, makeProduct, makeSignedInUser } from './factories.ts';

// The addresses live in addresses.ts; re-exported here, where tests have long found them.
export { accraAddress, ibadanAddress, lagosAddress, newYorkAddress } from './addresses.ts';

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

let orderSequence = 0;

/**
 * An order of `user` for the given products (one each, at their prices) already in `state`,
 * written directly: for tests that need an order's state, not the way it got there.
 */
export async function makeOrderInState(
  db: Kysely<DB>,
  userId: number,
  productIds: number[],
  state: OrderState = 'delivered',
) {
  const now = Date.now();
  const products = await db.selectFrom('products').selectAll().where('id', 'in', productIds).execute();
  const subtotal = products.reduce((sum, p) => sum + p.price_usd_cents, 0);
  const order = await db
    .insertInto('orders')
    .values({
      order_ref: `OJA-T${String(++orderSequence).padStart(7, '0')}`,
      user_id: userId,
      state,
      order_reviewed: 1,
      currency: 'USD',
      subtotal_minor: subtotal,
      total_minor: subtotal,
      address_street: lagosAddress.street,
      address_city: lagosAddress.city,
      address_state: lagosAddress.state,
      address_country: 'NG',
      address_postal_code: lagosAddress.postal_code,
      address_phone: lagosAddress.phone,
      created_at: now,
      updated_at: now,
      expires_at: state === 'awaiting' ? now + 3_600_000 : null,
      paid_at: state === 'awaiting' ? null : now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(
      products.map((p) => ({
        order_id: order.id,
        product_id: p.id,
        title: p.title,
        image_url: p.image_url,
        quantity: 1,
        unit_price_usd_cents: p.price_usd_cents,
        unit_price_ngn_kobo: p.price_ngn_kobo,
      })),
    )
    .execute();
  await countHeld(
    db,
    order,
    productIds.map((productId) => ({ productId, quantity: 1 })),
  );
  return order;
}

/**
 * Moves an order to `to` the way every feature does: the lifecycle's `transition()` (conditional
 * update, event, notification, e-mail) in one transaction, by the first step of the graph that
 * `actor` may take from the order's state to `to` (awaiting → awaiting by staff is a review).
 */
export async function moveOrder(
  db: Kysely<DB>,
  orderId: number,
  to: OrderState,
  actor: { kind: 'customer' | 'staff' | 'system' | 'provider'; userId?: number | null } = { kind: 'staff' },
) {
  const work = async (trx: Kysely<DB>) => {
    const order = await trx
      .selectFrom('orders')
      .select(['state', 'total_minor', 'currency'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const step = (Object.keys(orderSteps) as OrderStepName[]).find((name) => {
      const s = orderSteps[name] as { from: readonly OrderState[]; to: OrderState; by: readonly string[] };
      return s.to === to && s.from.includes(order.state) && s.by.includes(actor.kind);
    });
    if (!step) throw new Error(`no step of the order graph takes ${actor.kind} from ${order.state} to ${to}`);
    const common = {
      orderId,
      from: order.state,
      actor: { kind: actor.kind, userId: actor.userId ?? null },
      note: 'moved by a test',
      publicUrl: 'http://localhost:3000',
    };
    const moved =
      step === 'review'
        ? await transition(trx, { ...common, step, facts: { fees: [] } })
        : step === 'pay'
          ? await transition(trx, {
              ...common,
              step,
              changes: { paid_at: Date.now() },
              facts: { amountMinor: order.total_minor, currency: order.currency, providerName: 'Test', testMode: true },
            })
          : await transition(trx, { ...common, step });
    if (!moved) throw new Error(`order ${orderId} changed while moving it to ${to}`);
  };
  // Inside a caller's transaction (to prove what a rollback leaves) or in one of its own.
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Settings that lift the reservation caps (docs/decisions/0019-reservations-and-order-currency.md),
 * for tests of other rules that place many orders for one customer or from one address. The caps
 * have tests of their own (features/orders/reservations.test.ts, hoarding.test.ts).
 */
export const uncappedReservations: Record<string, string> = {
  RESERVE_MAX_PER_LINE: '100000',
  RESERVE_MAX_UNITS_PER_ORDER: '1000000',
  RESERVE_MAX_UNPAID_ORDERS: '10000',
  RESERVE_MAX_UNITS_PER_CUSTOMER: '1000000',
  RESERVE_MAX_UNITS_PER_ADDRESS: '10000000',
  RESERVE_MAX_SHARE_PERCENT: '100',
};
