import type { Kysely } from 'kysely';
import type { Cart } from '@oja/shared/cart';
import { isDefaultVariant } from '@oja/shared/catalog';
import { itemName } from '@oja/shared/order-bill';
import type { DB } from '../../db/schema.ts';
import { refuse } from '../../errors.ts';
import { perClient, type RateLimiter } from '../../rate-limit/index.ts';
import { cartPromotions } from '../promotions/index.ts';
import { cartCookieMaxAgeSeconds, hashCartToken, newCartToken } from './cart-token.ts';
import * as repo from './cart.repository.ts';
import { toCartView, unitPrices } from './cart.views.ts';

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
    const cartId = (await repo.ensureUserCart(trx, userId)).id;
    const stock = new Map(
      (
        await repo.variantStockOf(
          trx,
          taken.map((l) => l.variant_id),
        )
      ).map((v) => [v.id, v.quantity]),
    );
    for (const line of taken) {
      const key = { productId: line.product_id, variantId: line.variant_id };
      const left = stock.get(line.variant_id);
      const existing = await repo.findLine(trx, cartId, key);
      const merged = Math.max(1, Math.min((existing?.quantity ?? 0) + line.quantity, left ?? 0));
      if (existing) await repo.setLineQuantity(trx, cartId, key, merged);
      else await repo.addLine(trx, cartId, key, merged);
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
    // The cart is looked up first: it exists on every add but a customer's first.
    const found =
      (await repo.findCartIdByUser(db, owner.userId)) ?? (create ? await repo.ensureUserCart(db, owner.userId) : null);
    return { cartId: found?.id ?? null, touchedAt: found ? Number(found.updated_at) : null, cookie };
  }
  const token = owner.guestToken ?? newCartToken();
  const cookie: CookieChange = owner.guestToken === null ? { set: token } : undefined;
  const hash = hashCartToken(token);
  const existing = (await repo.findCartIdByGuestHash(db, hash)) ?? null;
  if (!create || existing !== null) {
    return { cartId: existing?.id ?? null, touchedAt: existing ? Number(existing.updated_at) : null, cookie };
  }
  await create.limiter.take(guestCartLimits(create.clientIp), 'detail.limit.carts');
  const made = await repo.ensureGuestCart(db, hash);
  return { cartId: made.id, touchedAt: Number(made.updated_at), cookie };
}

/**
 * A cart's `updated_at` says when it was last used, for deleting guest carts unused for as long as
 * their cookie lives (30 days): to the minute is enough, so a cart changed again within a minute
 * is not written twice (one statement less on most cart writes).
 */
const touchEveryMs = 60_000;
async function touch(db: Kysely<DB>, cartId: number, touchedAt: number | null) {
  if (touchedAt === null || Date.now() - touchedAt >= touchEveryMs) await repo.touchCart(db, cartId);
}

async function result(db: Kysely<DB>, cartId: number | null, cookie: CookieChange): Promise<CartResult> {
  const lines = (cartId === null ? [] : await repo.listLines(db, cartId)).filter((l) => l.visible === 1);
  // The automatic promotions running now (decision 0037), as checkout will price them.
  const promotions = await cartPromotions(
    db,
    lines.map((l) => ({
      productId: l.product_id,
      categoryId: l.category_id,
      quantity: l.quantity,
      unitMinor: unitPrices(l),
    })),
    Date.now(),
    lines[0] === undefined ? undefined : Number(lines[0].generation),
  );
  return { cart: toCartView(lines, promotions), cookie };
}

export async function getCart(db: Kysely<DB>, owner: CartOwner): Promise<CartResult> {
  const { cartId, cookie } = await locate(db, owner, false);
  return result(db, cartId, cookie);
}

const noSuchVariant = (title: string, variant: number) =>
  refuse('not_found', 'detail.product.no-variant', { title, variant });

/**
 * The product and variant a request names, with the stock and title of that variant. No variant
 * named means the product's first (its default, for a product without options: decision 0086; the
 * original client knows none). One statement for the product and its variants.
 */
async function sellable(db: Kysely<DB>, productId: number, variantId: number | undefined) {
  const found = await repo.productWithVariants(db, productId);
  if (!found || found.product.visible !== 1) throw refuse('not_found', 'detail.product-not-found');
  const { product, variants } = found;
  const variant = variantId === undefined ? variants[0] : variants.find((v) => v.id === variantId);
  if (!variant) throw noSuchVariant(product.title, variantId!);
  return {
    key: { productId, variantId: variant.id },
    title: itemName(product.title, isDefaultVariant(variant) ? null : variant.label),
    stock: variant.quantity,
  };
}

/** Adds a product (or one of its variants) with quantity 1; a line already there is left as it is. */
export async function addItem(
  db: Kysely<DB>,
  owner: CartOwner,
  productId: number,
  newCart: NewCartCheck,
  variantId?: number,
): Promise<CartResult> {
  // An existing cart (no guest cart to merge, none to create): the add is one conditional
  // statement; only one that added nothing reads the product, to refuse or to leave the line be.
  if (owner.guestToken === null || owner.userId === null) {
    const found = owner.userId === null && owner.guestToken === null ? undefined : await locate(db, owner, false);
    if (found?.cartId != null) {
      if (!(await repo.addLineIfSellable(db, found.cartId, productId, variantId))) {
        const item = await sellable(db, productId, variantId);
        if (item.stock < 1) throw refuse('out_of_stock', 'detail.cart.out-of-stock', { title: item.title });
      }
      await touch(db, found.cartId, found.touchedAt);
      return result(db, found.cartId, found.cookie);
    }
  }
  const item = await sellable(db, productId, variantId);
  if (item.stock < 1) throw refuse('out_of_stock', 'detail.cart.out-of-stock', { title: item.title });
  const { cartId, touchedAt, cookie } = await locate(db, owner, newCart);
  await repo.addLine(db, cartId!, item.key);
  await touch(db, cartId!, touchedAt);
  return result(db, cartId, cookie);
}

/** The item a line change names, refused when the cart has no line of it (the slow path's reads). */
async function lineInCart(db: Kysely<DB>, cartId: number | null, productId: number, variantId: number | undefined) {
  const item = await sellable(db, productId, variantId);
  const line = cartId === null ? undefined : await repo.findLine(db, cartId, item.key);
  if (!line) throw refuse('not_found', 'detail.cart.not-in-cart', { title: item.title });
  return item;
}

/**
 * +1, refused above the stock (of the variant). One conditional update on the way that succeeds,
 * with the product's visibility and stock read in it (two +1 at once both count); only a refused
 * one reads the product and the line to say why.
 */
export async function incrementItem(
  db: Kysely<DB>,
  owner: CartOwner,
  productId: number,
  variantId?: number,
): Promise<CartResult> {
  // A request that would merge a guest cart is checked first: bad input changes nothing.
  if (owner.userId !== null && owner.guestToken !== null) await sellable(db, productId, variantId);
  const { cartId, touchedAt, cookie } = await locate(db, owner, false);
  if (cartId === null || !(await repo.incrementLineWithinStock(db, cartId, productId, variantId))) {
    const item = await lineInCart(db, cartId, productId, variantId);
    throw refuse('out_of_stock', 'detail.cart.only-left', { count: item.stock, title: item.title });
  }
  await touch(db, cartId, touchedAt);
  return result(db, cartId, cookie);
}

/**
 * −1, never below 1 (at 1 the line stays as it is; removing is its own action). One conditional
 * update on the way that succeeds; only one that changed nothing reads the product and the line,
 * to refuse or to leave a line at 1 be.
 */
export async function decrementItem(
  db: Kysely<DB>,
  owner: CartOwner,
  productId: number,
  variantId?: number,
): Promise<CartResult> {
  // A request that would merge a guest cart is checked first: bad input changes nothing.
  if (owner.userId !== null && owner.guestToken !== null) await sellable(db, productId, variantId);
  const { cartId, touchedAt, cookie } = await locate(db, owner, false);
  if (cartId === null || !(await repo.decrementLineAboveOne(db, cartId, productId, variantId))) {
    await lineInCart(db, cartId, productId, variantId);
  }
  await touch(db, cartId!, touchedAt);
  return result(db, cartId, cookie);
}

/**
 * Removes a line; removing one that is not there changes nothing. Without a variant, every line
 * of the product goes (the original client knows products only).
 */
export async function removeItem(
  db: Kysely<DB>,
  owner: CartOwner,
  productId: number,
  variantId?: number,
): Promise<CartResult> {
  const { cartId, cookie } = await locate(db, owner, false);
  if (cartId !== null) await repo.deleteLine(db, cartId, productId, variantId);
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
  return lines
    .filter((l) => l.visible === 1)
    .map((l) => ({
      product_id: l.product_id,
      quantity: l.quantity,
      variant_id: l.variant_id,
    }));
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
