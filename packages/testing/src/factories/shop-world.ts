import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { OrderDetail } from '@oja/shared/orders';
import type { DB } from '@oja/server/db/schema';
import { sessionCookie } from '@oja/server/features/accounts/index';
import { markPaid } from './admin-factories.ts';
import { makeSignedInUser, openSession } from './factories.ts';
import { accraAddress, lagosAddress, makeStockedProduct, moveOrder } from './order-factories.ts';
import { placeOrderFor, startPayment } from './payment-factories.ts';
import type { ValuePool } from '../fuzzing/schema-arbitraries.ts';

type SignedIn = Awaited<ReturnType<typeof makeSignedInUser>>;

async function expectOk(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/**
 * A small shop with something of everything, all of it owned by customer A: a cart line, a saved
 * product, an order awaiting staff review, a payable order with a started payment, a delivered
 * order with a product review and notifications, a shop review. Customer B and a staff member
 * own nothing. Made through the API wherever the API makes it.
 */
export async function makeShopWorld(app: FastifyInstance, db: Kysely<DB>) {
  const tag = randomBytes(4).toString('hex');
  const a = await makeSignedInUser(db, {
    email: `owner-a-${tag}@example.com`,
    first_name: `Adaeze${tag}`,
    last_name: `Okafor${tag}`,
  });
  // A's phone is verified (by the SMS code), so that A may choose pay on delivery.
  await db
    .updateTable('users')
    .set({ phone: `+234803${String(parseInt(tag, 16) % 1000).padStart(3, '0')}4567`, phone_verified_at: Date.now() })
    .where('id', '=', a.user.id)
    .execute();
  const b = await makeSignedInUser(db, { email: `other-b-${tag}@example.com` });
  const staff = await makeSignedInUser(db, { role: 'staff', email: `staff-${tag}@example.com` });
  const product = await makeStockedProduct(db, {
    quantity: 1000,
    slug: `world-product-${tag}`,
    title: `World product ${tag}`,
  });
  const spare = await makeStockedProduct(db, {
    quantity: 1000,
    slug: `spare-product-${tag}`,
    title: `Spare product ${tag}`,
  });
  const hidden = await makeStockedProduct(db, { quantity: 5, visible: 0, slug: `hidden-product-${tag}` });
  const address = {
    ...lagosAddress,
    street: `${tag} Private Close`,
    // As stored: a Nigerian phone is kept as +234… whatever way it was typed.
    phone: `+234803${String(parseInt(tag, 16) % 1000).padStart(3, '0')}4567`,
  };

  const post = (url: string, payload: unknown, who: SignedIn = a) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: who.auth });

  const payable: OrderDetail = await placeOrderFor(app, db, a.auth, address);
  const payment = (await startPayment(app, a.auth, payable.order_id)).payment;
  const awaitingReview: OrderDetail = await placeOrderFor(app, db, a.auth, { ...accraAddress, street: address.street });
  const delivered: OrderDetail = await placeOrderFor(app, db, a.auth, address);
  await markPaid(db, delivered.id);
  await moveOrder(db, delivered.id, 'processed');
  await moveOrder(db, delivered.id, 'delivered');
  const deliveredProduct = await db
    .selectFrom('products')
    .select(['id', 'slug'])
    .where('id', '=', delivered.items[0]!.id)
    .executeTakeFirstOrThrow();
  const productReview = await post(`/api/products/${deliveredProduct.slug}/reviews/`, {
    rating: 4,
    body: `Lovely, from ${tag} — the owner's own words`,
  });
  await expectOk(productReview, 'product review');
  const shopReview = await post('/api/reviews/', { rating: 5, body: `The shop is great, says ${tag}` });
  await expectOk(shopReview, 'shop review');
  // After the orders: placing one empties the cart.
  await expectOk(await post('/api/cart/items/', { product_id: product.id }), 'cart line');
  await expectOk(await post('/api/saved/', { product_id: product.id }), 'saved item');
  const savedAddress = await post('/api/account/addresses/', { address });
  await expectOk(savedAddress, 'address book');
  const notifications = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', a.user.id)
    .orderBy('id')
    .execute();
  const mail = await db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst();

  const world = {
    tag,
    a,
    b,
    staff,
    product,
    spare,
    hidden,
    deliveredProduct,
    orders: { payable, awaitingReview, delivered },
    payment,
    productReviewId: (productReview.json() as { id: number }).id,
    shopReviewId: (shopReview.json() as { id: number }).id,
    notificationIds: notifications.map((n) => n.id),
    addressId: (savedAddress.json() as { id: number }).id,
    mailId: mail?.id ?? 1,
    /** Texts only A (and staff) may ever see. */
    privateMarkers: [
      a.user.email,
      a.user.last_name,
      address.street,
      address.phone,
      payable.order_id,
      payment.reference,
    ],
  };
  return world;
}

export type ShopWorld = Awaited<ReturnType<typeof makeShopWorld>>;

/** The world's ids and names, for generated requests to hit rows that exist. */
export function poolOf(world: ShopWorld): ValuePool {
  const { orders } = world;
  return {
    integers: [
      world.product.id,
      world.spare.id,
      world.hidden.id,
      world.product.category_id,
      orders.payable.id,
      orders.awaitingReview.id,
      orders.delivered.id,
      world.productReviewId,
      world.shopReviewId,
      world.mailId,
      world.addressId,
      ...world.notificationIds,
    ],
    strings: [
      world.product.slug,
      world.hidden.slug,
      world.deliveredProduct.slug,
      orders.payable.order_id,
      orders.awaitingReview.order_id,
      String(orders.payable.id),
      world.payment.reference,
      world.a.user.email,
      world.b.user.email,
      'OJA-2345678A',
    ],
  };
}

/** A fresh session for a user whose session a successful request (sign-out, password change) ended. */
export async function renewSession(
  db: Kysely<DB>,
  who: { user: { id: number; totp_enabled_at: number | null } } & Record<string, unknown>,
) {
  const { token } = await openSession(db, who.user);
  Object.assign(who, {
    token,
    auth: { authorization: `Bearer ${token}` },
    cookie: { cookie: `${sessionCookie}=${token}` },
  });
}

/**
 * Everything customer A owns, as text: their account and sessions, cart, orders with their items,
 * events and payments, saved items and addresses, notifications, reviews and reset links. Equal before and
 * after means nobody else's request touched any of it.
 */
export async function ownedRows(db: Kysely<DB>, userId: number): Promise<string> {
  const orderIds = (await db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).map(
    (o) => o.id,
  );
  const cartIds = (await db.selectFrom('carts').select('id').where('user_id', '=', userId).execute()).map((c) => c.id);
  const inOrders = orderIds.length ? orderIds : [0];
  const inCarts = cartIds.length ? cartIds : [0];
  const rows = {
    user: await db.selectFrom('users').selectAll().where('id', '=', userId).execute(),
    sessions: await db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    carts: await db.selectFrom('carts').selectAll().where('id', 'in', inCarts).orderBy('id').execute(),
    cartItems: await db.selectFrom('cart_items').selectAll().where('cart_id', 'in', inCarts).orderBy('id').execute(),
    orders: await db.selectFrom('orders').selectAll().where('id', 'in', inOrders).orderBy('id').execute(),
    orderItems: await db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', 'in', inOrders)
      .orderBy('id')
      .execute(),
    events: await db.selectFrom('order_events').selectAll().where('order_id', 'in', inOrders).orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().where('order_id', 'in', inOrders).orderBy('id').execute(),
    saved: await db.selectFrom('saved_items').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    addresses: await db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    notifications: await db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    reviews: await db.selectFrom('reviews').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    resets: await db.selectFrom('password_resets').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  };
  return JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
}
