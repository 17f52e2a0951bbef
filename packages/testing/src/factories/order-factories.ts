import type { Insertable, Kysely, Selectable } from 'kysely';
import type { App } from '@oja/server/build-app';
import type {
  DB,
  NewProduct,
  OrderState,
  OrdersTable,
  ProductsTable,
  ProductVariantsTable,
} from '@oja/server/db/schema';
import { isDefaultVariant } from '@oja/shared/catalog';
import { findCountry } from '@oja/shared/countries';
import type { Address } from '@oja/shared/orders';
import { orderSteps, transition, type OrderStepName } from '@oja/server/features/orders/index';
import { firstVariantOf } from '@oja/server/features/catalog/index';
import { lagosAddress } from './addresses.ts';
import { countHeld } from './held-units.ts';
import { makeCategory, makeProduct, makeSignedInUser, type VariantSpec } from './factories.ts';

// The addresses live in addresses.ts; re-exported here, where tests have long found them.
export { accraAddress, ibadanAddress, lagosAddress, newYorkAddress } from './addresses.ts';

/** A product (in a category of its own) with explicit prices, stock and weight. */
export async function makeStockedProduct(
  db: Kysely<DB>,
  overrides: Partial<NewProduct> = {},
  options: VariantSpec[] = [],
) {
  const category = await makeCategory(db);
  return makeProduct(db, category.id, overrides, options);
}

export function stockOf(db: Kysely<DB>, productId: number) {
  return db
    .selectFrom('products')
    .select('quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow()
    .then((r) => r.quantity);
}

/**
 * Sets a product's stock as a count would: its first variant's (its default one, for a product
 * without options); the product's sum follows (migration 0045's trigger).
 */
export async function setStock(db: Kysely<DB>, productId: number, quantity: number, variantId?: number) {
  await db
    .updateTable('product_variants')
    .set({ quantity })
    .where('id', '=', variantId ?? firstVariantOf(productId))
    .execute();
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

/** A line of `makeOrder`: a product, how many (1 unless said), at a unit price of the test's own. */
export interface OrderLine {
  productId: number;
  quantity?: number;
  /** The unit price in minor units of the order's currency; without it, the product's own price. */
  unitMinor?: number;
  /** The variant sold; without it, the product's first (its default, for one without options). */
  variantId?: number;
}

/**
 * What `makeOrder` writes besides its lines: any column of the orders row, and the address it goes
 * to (Lagos unless said; its columns are overridden by any `address_*` given).
 */
export type OrderOptions = Partial<Insertable<OrdersTable>> & { address?: Address };

/** The states an order is only in once paid (the graph's `pay`/`confirm_transfer` led there). */
const paidStates: readonly OrderState[] = ['opened', 'processed', 'delivered', 'refunded'];
/** The states an unpaid order waits in, holding its stock until it expires. */
const waitingStates: readonly OrderState[] = ['awaiting', 'on_delivery'];
/** The test rate between the two currencies when a line names its own price: ₦10 to the cent. */
const koboPerCent = 1000;

/**
 * An order of `userId` written directly, already in `options.state` (awaiting payment unless said),
 * with the columns that state implies: reviewed (its fees set); paid now in a paid state, else
 * unpaid; expiring in an hour while it waits (`awaiting`, or `on_delivery`, whose payment method
 * is then pay on delivery). `options` overrides any column of the row, those too. Its lines hold
 * the products at their own prices (or `unitMinor`, in the order's currency, USD unless said), and
 * the units count as held when the order holds stock, as placing would have done.
 *
 * For tests that need an order in a state, not the way it got there: a back-office count, a report,
 * a review of a delivered product, a step of the lifecycle from that state (then `moveOrder`;
 * `markPaid` for a verified payment). Tests of placing an order, or that need what placing does
 * (prices from the fee rules, reservations and their caps, the placed e-mail, idempotency), place
 * it through the API: `customerWithCart` with `placeOrderRequest`, or `placeOrderFor`
 * (payment-factories.ts).
 */
export async function makeOrder(db: Kysely<DB>, userId: number, lines: OrderLine[], options: OrderOptions = {}) {
  const { address = lagosAddress, ...overrides } = options;
  const now = Date.now();
  const state = overrides.state ?? 'awaiting';
  const currency = overrides.currency ?? 'USD';
  const ids = [...new Set(lines.map((l) => l.productId))];
  const products: (Selectable<ProductsTable> & { variants: Selectable<ProductVariantsTable>[] })[] = [];
  for (const id of ids) {
    const product = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    const variants = await db
      .selectFrom('product_variants')
      .selectAll()
      .where('product_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    if (product) products.push({ ...product, variants });
  }
  const items = lines.map((line) => {
    const product = products.find((p) => p.id === line.productId);
    if (!product) throw new Error(`makeOrder: no product ${line.productId}`);
    const own = line.unitMinor;
    const usd = own === undefined ? product.price_usd_cents : currency === 'USD' ? own : Math.round(own / koboPerCent);
    const ngn = own === undefined ? product.price_ngn_kobo : currency === 'NGN' ? own : own * koboPerCent;
    const variant = product.variants.find((v) => v.id === line.variantId) ?? product.variants[0];
    if (!variant) throw new Error(`makeOrder: no variant ${line.variantId ?? ''} of product ${line.productId}`);
    return { product, variant, quantity: line.quantity ?? 1, usd, ngn, unit: currency === 'NGN' ? ngn : usd };
  });
  const subtotal = items.reduce((sum, i) => sum + i.unit * i.quantity, 0);
  const order = await db
    .insertInto('orders')
    .values({
      order_ref: `OJA-T${String(++orderSequence).padStart(7, '0')}`,
      user_id: userId,
      state,
      order_reviewed: 1,
      ...(state === 'on_delivery' ? { payment_method: 'on_delivery' as const } : {}),
      currency,
      subtotal_minor: subtotal,
      total_minor: subtotal,
      address_street: address.street,
      address_city: address.city,
      address_state: address.state,
      address_country: findCountry(address.country)!.code,
      address_postal_code: address.postal_code,
      address_phone: address.phone,
      created_at: now,
      updated_at: now,
      expires_at: waitingStates.includes(state) ? now + 3_600_000 : null,
      paid_at: paidStates.includes(state) ? now : null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (items.length > 0) {
    await db
      .insertInto('order_items')
      .values(
        items.map((i) => ({
          order_id: order.id,
          product_id: i.product.id,
          variant_id: i.variant.id,
          variant_label: isDefaultVariant(i.variant) ? null : i.variant.label,
          title: i.product.title,
          image_url: i.product.image_url,
          quantity: i.quantity,
          unit_price_usd_cents: i.usd,
          unit_price_ngn_kobo: i.ngn,
        })),
      )
      .execute();
  }
  await countHeld(
    db,
    order,
    items.map((i) => ({ variantId: i.variant.id, quantity: i.quantity })),
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
