import type { Kysely } from 'kysely';
import type { Cart } from '@oja/shared/cart';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { perClient, type RateLimiter } from '../../rate-limit/index.ts';
import { cartCookieMaxAgeSeconds, hashCartToken, newCartToken } from './cart-token.ts';
import * as repo from './cart.repository.ts';
import { toCartView } from './cart.views.ts';

/** Who the cart belongs to: the signed-in customer, else the guest cookie's token (if any). */
export interface CartOwner {
  userId: number | null;
  guestToken: string | null;
}

/** The cart, and what to do with the guest cookie: set a new token, or clear it. */
export interface CartResult {
  cart: Cart;
  cookie?: { set: string } | 'clear';
}

type CookieChange = CartResult['cookie'];

/**
 * Who may open a new guest cart: 100 an hour from one client address. A script without cookies
 * would otherwise write a cart row with every "add"; real visitors open one per browser.
 */
export interface NewCartCheck {
  limiter: RateLimiter;
  clientIp: string;
}
const guestCartLimits = (ip: string) => [perClient('guest-cart', ip, 100, 60 * 60 * 1000)];

/**
 * Moves a guest cart's lines into the customer's cart, in one transaction. When both have the
 * product the quantities are added and capped at the stock (never below 1: a line whose product ran
 * out stays, so the customer sees it). The guest cart is deleted; taking its lines is the claim,
 * so two requests merging at once move them once.
 */
export async function mergeGuestCart(db: Kysely<DB>, userId: number, guestToken: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const guest = await repo.findCartIdByGuestHash(trx, hashCartToken(guestToken));
    if (!guest) return 0;
    const taken = await repo.takeLines(trx, guest.id);
    await repo.deleteCart(trx, guest.id);
    if (taken.length === 0) return 0;
    const cartId = await repo.ensureUserCart(trx, userId);
    const stock = new Map(
      (
        await repo.stockOf(
          trx,
          taken.map((l) => l.product_id),
        )
      ).map((p) => [p.id, p.quantity]),
    );
    for (const line of taken) {
      const existing = await repo.findLine(trx, cartId, line.product_id);
      const merged = Math.max(1, Math.min((existing?.quantity ?? 0) + line.quantity, stock.get(line.product_id) ?? 0));
      if (existing) await repo.setLineQuantity(trx, cartId, line.product_id, merged);
      else await repo.addLine(trx, cartId, line.product_id, merged);
    }
    await repo.touchCart(trx, cartId);
    return taken.length;
  });
}

/**
 * Finds (or with `create`, makes) the owner's cart; a signed-in owner's guest cart is merged first.
 * A visitor without a cookie gets a token at once, before any cart exists (no row is written
 * until the first "add"): the page that shows the add buttons hands it out, so two quick adds
 * from a new visitor carry the same token and land in one cart.
 */
async function locate(db: Kysely<DB>, owner: CartOwner, create: NewCartCheck | false) {
  if (owner.userId !== null) {
    let cookie: CookieChange;
    if (owner.guestToken !== null) {
      await mergeGuestCart(db, owner.userId, owner.guestToken);
      cookie = 'clear';
    }
    const cartId = create
      ? await repo.ensureUserCart(db, owner.userId)
      : ((await repo.findCartIdByUser(db, owner.userId))?.id ?? null);
    return { cartId, cookie };
  }
  const token = owner.guestToken ?? newCartToken();
  const cookie: CookieChange = owner.guestToken === null ? { set: token } : undefined;
  const hash = hashCartToken(token);
  const existing = (await repo.findCartIdByGuestHash(db, hash))?.id ?? null;
  if (!create || existing !== null) return { cartId: existing, cookie };
  await create.limiter.take(
    guestCartLimits(create.clientIp),
    (wait) => `Too many new carts from your network. Please try again in ${wait}.`,
  );
  return { cartId: await repo.ensureGuestCart(db, hash), cookie };
}

async function result(db: Kysely<DB>, cartId: number | null, cookie: CookieChange): Promise<CartResult> {
  const lines = cartId === null ? [] : await repo.listLines(db, cartId);
  return { cart: toCartView(lines.filter((l) => l.visible === 1)), cookie };
}

export async function getCart(db: Kysely<DB>, owner: CartOwner): Promise<CartResult> {
  const { cartId, cookie } = await locate(db, owner, false);
  return result(db, cartId, cookie);
}

async function visibleProduct(db: Kysely<DB>, productId: number) {
  const product = await repo.findProduct(db, productId);
  if (!product || product.visible !== 1) throw new AppError('not_found', 'Product not found.');
  return product;
}

/** Adds a product with quantity 1 (a product already in the cart is left as it is). */
export async function addItem(
  db: Kysely<DB>,
  owner: CartOwner,
  productId: number,
  newCart: NewCartCheck,
): Promise<CartResult> {
  const product = await visibleProduct(db, productId);
  if (product.quantity < 1) throw new AppError('out_of_stock', `Sorry, "${product.title}" is out of stock.`);
  const { cartId, cookie } = await locate(db, owner, newCart);
  await repo.addLine(db, cartId!, productId);
  await repo.touchCart(db, cartId!);
  return result(db, cartId, cookie);
}

async function lineOf(db: Kysely<DB>, owner: CartOwner, productId: number) {
  const product = await visibleProduct(db, productId);
  const { cartId, cookie } = await locate(db, owner, false);
  const line = cartId === null ? undefined : await repo.findLine(db, cartId, productId);
  if (!line) throw new AppError('not_found', `"${product.title}" is not in your cart.`);
  return { product, cartId: cartId!, cookie, quantity: line.quantity };
}

/** +1, refused above the stock. */
export async function incrementItem(db: Kysely<DB>, owner: CartOwner, productId: number): Promise<CartResult> {
  const { product, cartId, cookie, quantity } = await lineOf(db, owner, productId);
  if (quantity + 1 > product.quantity) {
    throw new AppError('out_of_stock', `Only ${product.quantity} of "${product.title}" left in stock.`);
  }
  await repo.setLineQuantity(db, cartId, productId, quantity + 1);
  await repo.touchCart(db, cartId);
  return result(db, cartId, cookie);
}

/** −1, never below 1 (at 1 the line stays as it is; removing is its own action). */
export async function decrementItem(db: Kysely<DB>, owner: CartOwner, productId: number): Promise<CartResult> {
  const { cartId, cookie, quantity } = await lineOf(db, owner, productId);
  if (quantity > 1) await repo.setLineQuantity(db, cartId, productId, quantity - 1);
  await repo.touchCart(db, cartId);
  return result(db, cartId, cookie);
}

/** Removes a line; removing one that is not there changes nothing. */
export async function removeItem(db: Kysely<DB>, owner: CartOwner, productId: number): Promise<CartResult> {
  const { cartId, cookie } = await locate(db, owner, false);
  if (cartId !== null) await repo.deleteLine(db, cartId, productId);
  return result(db, cartId, cookie);
}

export async function emptyCart(db: Kysely<DB>, owner: CartOwner): Promise<CartResult> {
  const { cartId, cookie } = await locate(db, owner, false);
  if (cartId !== null) await repo.deleteLines(db, cartId);
  return result(db, cartId, cookie);
}

/** The customer's cart as product ids and quantities (products still on sale only), for ordering. */
export async function customerCartQuantities(db: Kysely<DB>, userId: number) {
  const cart = await repo.findCartIdByUser(db, userId);
  if (!cart) return [];
  const lines = await repo.listLines(db, cart.id);
  return lines.filter((l) => l.visible === 1).map((l) => ({ product_id: l.product_id, quantity: l.quantity }));
}

/** Empties the customer's cart (an order was placed from it). */
export async function emptyCustomerCart(db: Kysely<DB>, userId: number) {
  const cart = await repo.findCartIdByUser(db, userId);
  if (cart) await repo.deleteLines(db, cart.id);
}

/** Housekeeping: guest carts untouched for longer than their cookie lives are deleted. */
export async function deleteStaleGuestCarts(db: Kysely<DB>, now = Date.now()) {
  const result = await repo.deleteStaleGuestCarts(db, now - cartCookieMaxAgeSeconds * 1000);
  return Number(result.numDeletedRows);
}
