import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { firstVariantOf } from '../catalog/index.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** A cart: its id, and when it was last changed (`touchCart`). */
export interface CartRef {
  id: number;
  updated_at: number;
}

export function findCartIdByUser(db: Db, userId: number): Promise<CartRef | undefined> {
  return db.selectFrom('carts').select(['id', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
}

export function findCartIdByGuestHash(db: Db, hash: string): Promise<CartRef | undefined> {
  return db.selectFrom('carts').select(['id', 'updated_at']).where('guest_token_hash', '=', hash).executeTakeFirst();
}

/** The customer's cart, created on first use; two requests creating it at once get the same one. */
export async function ensureUserCart(db: Db, userId: number): Promise<CartRef> {
  const now = Date.now();
  await db
    .insertInto('carts')
    .values({ user_id: userId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return (await findCartIdByUser(db, userId))!;
}

/** The guest cart for a token's hash, created on first use; concurrent first uses get the same one. */
export async function ensureGuestCart(db: Db, hash: string): Promise<CartRef> {
  const now = Date.now();
  await db
    .insertInto('carts')
    .values({ guest_token_hash: hash, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('guest_token_hash').doNothing())
    .execute();
  return (await findCartIdByGuestHash(db, hash))!;
}

export function touchCart(db: Db, cartId: number) {
  return db.updateTable('carts').set({ updated_at: Date.now() }).where('id', '=', cartId).execute();
}

/** The cart's lines with their variants' current prices and stock, oldest line first. */
export function listLines(db: Db, cartId: number) {
  return db
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .innerJoin('product_variants as v', (j) => j.onRef('v.id', '=', 'ci.variant_id').onRef('v.product_id', '=', 'p.id'))
    .select((eb) => [
      'ci.product_id',
      'ci.variant_id',
      'ci.quantity',
      'p.title',
      'v.label as variant_label',
      eb.fn.coalesce('v.image_url', 'p.image_url').as('image_url'),
      'v.price_usd_cents',
      'v.price_ngn_kobo',
      'v.sale_price_usd_cents',
      'v.sale_price_ngn_kobo',
      'v.quantity as stock',
      'p.weight_grams',
      'p.visible',
      'p.category_id',
      // Read with the lines: the cart's promotions kept at this generation need no statement.
      eb.selectFrom('catalogue_generation').select('value').where('id', '=', 1).as('generation'),
    ])
    .where('ci.cart_id', '=', cartId)
    .orderBy('ci.id', 'asc')
    .execute();
}
export type CartLineRow = Awaited<ReturnType<typeof listLines>>[number];

/**
 * A product and its variants in display order (the first is the default), in one statement: one
 * row per variant (decision 0086: a product has at least one). Undefined: no such product.
 */
export async function productWithVariants(db: Db, productId: number) {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_variants as v', 'v.product_id', 'p.id')
    .select(['p.id', 'p.title', 'p.visible', 'v.id as variant_id', 'v.label', 'v.quantity'])
    .where('p.id', '=', productId)
    .orderBy('v.position')
    .orderBy('v.id')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const variants = rows.map((r) => ({ id: r.variant_id, label: r.label, quantity: r.quantity }));
  return { product: { id: first.id, title: first.title, visible: first.visible }, variants };
}

/** A cart line's key: the product and its variant. */
export interface LineKey {
  productId: number;
  variantId: number;
}

export function findLine(db: Db, cartId: number, key: LineKey) {
  return db
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where('cart_id', '=', cartId)
    .where('product_id', '=', key.productId)
    .where('variant_id', '=', key.variantId)
    .executeTakeFirst();
}

/** Adds a line; a line already there for the product's variant is left as it is. */
export function addLine(db: Db, cartId: number, key: LineKey, quantity = 1) {
  return db
    .insertInto('cart_items')
    .values({ cart_id: cartId, product_id: key.productId, variant_id: key.variantId, quantity, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['cart_id', 'product_id', 'variant_id']).doNothing())
    .execute();
}

/** The variant a request names, or without one the product's first in display order, as SQL. */
const namedVariant = (productId: number, variantId: number | undefined) =>
  variantId !== undefined ? sql<number>`${variantId}` : firstVariantOf(productId);

/**
 * Adds the line (quantity 1) in one statement when the product is on sale and its variant (the
 * one named, or its first) has stock; true when a line was added. False: refused, or the line was
 * there already (left as it is); the caller tells which.
 */
export async function addLineIfSellable(db: Db, cartId: number, productId: number, variantId: number | undefined) {
  const result = await sql`insert into cart_items (cart_id, product_id, variant_id, quantity, created_at)
    select cast(${cartId} as integer), p.id, v.id, 1, cast(${Date.now()} as bigint)
    from products p
    join product_variants v on v.product_id = p.id and v.id = ${namedVariant(productId, variantId)}
    where p.id = ${productId} and p.visible = 1 and v.quantity >= 1
    on conflict (cart_id, product_id, variant_id) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** The line's variant while it is still one of its product's and the product is on sale, as SQL. */
const onSaleVariant = sql`from products p join product_variants v on v.id = cart_items.variant_id and v.product_id = p.id
  where p.id = cart_items.product_id and p.visible = 1`;

/**
 * +1 in one statement on the line of the product's variant (the one named, or its first) while the
 * product is on sale and the line stays within the stock of its variant; false when not (no such
 * line, at the stock, or no longer on sale: the caller says which).
 */
export async function incrementLineWithinStock(
  db: Db,
  cartId: number,
  productId: number,
  variantId: number | undefined,
) {
  const result = await sql`update cart_items set quantity = quantity + 1
    where cart_id = ${cartId} and product_id = ${productId}
      and variant_id = ${namedVariant(productId, variantId)}
      and quantity < (select v.quantity ${onSaleVariant})`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/**
 * −1 in one statement on the line of the product's variant (the one named, or its first) while the
 * line is above 1, the product on sale and the line's variant still one of the product's; false
 * when not (no such line, at 1, or no longer on sale: the caller reads which).
 */
export async function decrementLineAboveOne(db: Db, cartId: number, productId: number, variantId: number | undefined) {
  const result = await sql`update cart_items set quantity = quantity - 1
    where cart_id = ${cartId} and product_id = ${productId}
      and variant_id = ${namedVariant(productId, variantId)} and quantity > 1
      and exists (select 1 ${onSaleVariant})`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export function setLineQuantity(db: Db, cartId: number, key: LineKey, quantity: number) {
  return db
    .updateTable('cart_items')
    .set({ quantity })
    .where('cart_id', '=', cartId)
    .where('product_id', '=', key.productId)
    .where('variant_id', '=', key.variantId)
    .execute();
}

/** Removes a line: one variant's, or with `variantId` undefined every line of the product. */
export function deleteLine(db: Db, cartId: number, productId: number, variantId?: number) {
  const q = db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('product_id', '=', productId);
  return (variantId === undefined ? q : q.where('variant_id', '=', variantId)).execute();
}

export function deleteLines(db: Db, cartId: number) {
  return db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
}

/**
 * Takes every line out of a cart and answers what was taken. Deleting is the claim: of two
 * requests merging the same guest cart at once, only one gets the lines.
 */
export function takeLines(db: Db, cartId: number) {
  return db
    .deleteFrom('cart_items')
    .where('cart_id', '=', cartId)
    .returning(['product_id', 'variant_id', 'quantity'])
    .execute();
}

export function deleteCart(db: Db, cartId: number) {
  return db.deleteFrom('carts').where('id', '=', cartId).execute();
}

export function variantStockOf(db: Db, variantIds: number[]) {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('product_variants').select(['id', 'quantity']).where('id', 'in', variantIds).execute();
}

/** Removes guest carts nobody has touched since `before` (their cookies have expired too). */
export function deleteStaleGuestCarts(db: Db, before: number) {
  return db.deleteFrom('carts').where('user_id', 'is', null).where('updated_at', '<', before).executeTakeFirst();
}
