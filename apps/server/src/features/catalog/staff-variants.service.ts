import type { Kysely, Updateable } from 'kysely';
import { recordAudit } from '../audit/index.ts';
import type { StaffGalleryImage, StaffVariant, GalleryUpdate, VariantsInput } from '@oja/shared/staff-variants';
import type { DB, ProductsTable } from '../../db/schema.ts';
import { defaultVariantLabel, isDefaultVariant } from '@oja/shared/catalog';
import { giveDefaultVariants } from './default-variant.ts';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, invalidField, notFound } from '../../errors.ts';
import type { Actor } from '../accounts/index.ts';
import type { CatalogStaffContext } from './staff-context.ts';
import { productImagesOf } from './image-variants.ts';
import { storeProductImage } from './product-images.ts';

/** A variant as stored (minor units), whatever it came from: the back office's form or a CSV row. */
export interface VariantValues {
  id?: number;
  sku: string;
  label: string;
  price_usd_cents: number;
  price_ngn_kobo: number;
  sale_price_usd_cents: number | null;
  sale_price_ngn_kobo: number | null;
  quantity: number;
  /**
   * The stock the sender saw (the form when loaded, the CSV when exported; review N5). Given for
   * a kept variant, only the difference quantity − quantity_was is applied to its stock as it is
   * now; left out, the stock becomes `quantity` (the original client).
   */
  quantity_was?: number;
  weight_grams: number;
  image_url: string | null;
}

/** What is wrong with a variant's prices, by field, or null (sale prices below the regular ones). */
export function variantPriceProblem(
  v: Omit<VariantValues, 'sku' | 'label'>,
): { field: string; message: string } | null {
  if (v.price_usd_cents <= 0) return { field: 'price_usd', message: 'the price must be above zero.' };
  if (v.price_ngn_kobo <= 0) return { field: 'price_ngn', message: 'the price must be above zero.' };
  const below = 'a sale price must be above zero and below the regular price.';
  const s = v.sale_price_usd_cents;
  if (s !== null && (s <= 0 || s >= v.price_usd_cents)) return { field: 'sale_price_usd', message: below };
  const n = v.sale_price_ngn_kobo;
  if (n !== null && (n <= 0 || n >= v.price_ngn_kobo)) return { field: 'sale_price_ngn', message: below };
  return null;
}

function toAdminVariant(row: Awaited<ReturnType<typeof variantRows>>[number]): StaffVariant {
  return {
    id: row.id,
    sku: row.sku,
    label: row.label,
    price_usd_cents: Number(row.price_usd_cents),
    price_ngn_kobo: Number(row.price_ngn_kobo),
    sale_price_usd_cents: row.sale_price_usd_cents === null ? null : Number(row.sale_price_usd_cents),
    sale_price_ngn_kobo: row.sale_price_ngn_kobo === null ? null : Number(row.sale_price_ngn_kobo),
    quantity: row.quantity,
    weight_grams: row.weight_grams,
    image_url: row.image_url,
    position: row.position,
  };
}

const variantRows = (db: Kysely<DB>, productId: number) =>
  db
    .selectFrom('product_variants')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();

async function productExists(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Product');
}

/** A product's options: its variants but the default one of a product without options. */
export async function listVariants(ctx: CatalogStaffContext, productId: number): Promise<StaffVariant[]> {
  await productExists(ctx.db, productId);
  return (await variantRows(ctx.db, productId)).filter((v) => !isDefaultVariant(v)).map(toAdminVariant);
}

async function removeVariants(trx: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return;
  await trx.deleteFrom('cart_items').where('variant_id', 'in', ids).execute();
  await trx.deleteFrom('product_variants').where('id', 'in', ids).execute();
}

/** The product's stock and held units as the sums of its variants' (as written, in the statement). */
function sumsFromVariants(trx: Kysely<DB>, productId: number, now: number, also: Updateable<ProductsTable> = {}) {
  const sum = (column: 'quantity' | 'held') =>
    sql<number>`(select coalesce(sum(${sql.ref(column)}), 0) from product_variants where product_id = ${productId})`;
  return trx
    .updateTable('products')
    .set({ ...also, quantity: sum('quantity'), held: sum('held'), updated_at: now })
    .where('id', '=', productId)
    .execute();
}

/**
 * Makes a product's options exactly `variants`, in that order, inside the caller's transaction:
 * listed ids are changed, new ones added, the others removed (with their cart lines; orders keep
 * their label). The product's stock and held units become their sums and its own prices and
 * weight the first one's, so clients that know nothing of variants see the default.
 * Variant rows are written before the product's row, the order in which orders lock them.
 * A product has at least one variant (decision 0086): its default one becomes its first option
 * (keeping its id, its cart lines and its held units), and a product left without options gets
 * its default one back, with the stock its options had.
 */
export async function applyVariants(
  trx: Kysely<DB>,
  productId: number,
  variants: VariantValues[],
  history?: VariantStockHistory,
) {
  const existing = await variantRows(trx, productId);
  const byDefault = existing.find(isDefaultVariant);
  if (variants.length === 0) {
    if (byDefault) return;
    await removeVariants(
      trx,
      existing.map((e) => e.id),
    );
    await giveDefaultVariants(trx, productId);
    await sumsFromVariants(trx, productId, Date.now());
    return;
  }
  const takesDefault =
    byDefault && !variants.some((v) => v.id === byDefault.id) && variants.find((v) => v.id === undefined);
  if (takesDefault) takesDefault.id = byDefault.id;
  const kept = new Set(variants.flatMap((v) => (v.id === undefined ? [] : [v.id])));
  for (const [i, v] of variants.entries()) {
    if (v.id !== undefined && !existing.some((e) => e.id === v.id)) {
      throw invalidField(`variants.${i}.id`, 'this product has no such variant.');
    }
  }
  const seen = { sku: new Map<string, number>(), label: new Map<string, number>() };
  for (const [i, v] of variants.entries()) {
    for (const key of ['sku', 'label'] as const) {
      const value = v[key].toLowerCase();
      if (seen[key].has(value)) throw invalidField(`variants.${i}.${key}`, `the ${key} "${v[key]}" is listed twice.`);
      seen[key].set(value, i);
    }
    const problem = variantPriceProblem(v);
    if (problem) throw invalidField(`variants.${i}.${problem.field}`, problem.message);
  }
  const removed = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
  await removeVariants(trx, removed);
  const now = Date.now();
  // Kept rows first get labels and SKUs nobody uses, so that two variants may swap theirs.
  for (const id of kept) {
    await trx
      .updateTable('product_variants')
      .set({ sku: `~${id}`, label: `~${id}` })
      .where('id', '=', id)
      .execute();
  }
  // Stock changed by the difference from what the sender saw: applied first, in one conditional
  // update each (as staff's adjustments of a product without variants), so an order placed since
  // the form was loaded keeps its units and the stock never goes below zero.
  const applied = new Map<number, { delta: number; after: number }>();
  for (const [i, v] of variants.entries()) {
    if (v.id === undefined || v.quantity_was === undefined) continue;
    const delta = v.quantity - v.quantity_was;
    if (delta === 0) continue;
    const row = await trx
      .updateTable('product_variants')
      .set({ quantity: sql<number>`quantity + ${delta}` })
      .where('id', '=', v.id)
      .where(sql<boolean>`quantity + ${delta} >= 0`)
      .returning('quantity')
      .executeTakeFirst();
    if (!row) {
      const label = existing.find((e) => e.id === v.id)!.label;
      const current = await trx
        .selectFrom('product_variants')
        .select('quantity')
        .where('id', '=', v.id)
        .executeTakeFirstOrThrow();
      throw new AppError(
        'conflict',
        `Only ${current.quantity} of "${label}" in stock now (${v.quantity_was} when it was loaded): removing ${-delta} would take it below zero. Reload and try again.`,
        {},
        [{ path: `variants.${i}.quantity`, message: `Only ${current.quantity} in stock now.` }],
      );
    }
    applied.set(v.id, { delta, after: row.quantity });
  }
  for (const [position, v] of variants.entries()) {
    const byDifference = v.id !== undefined && v.quantity_was !== undefined;
    const values = {
      sku: v.sku,
      label: v.label,
      price_usd_cents: v.price_usd_cents,
      price_ngn_kobo: v.price_ngn_kobo,
      sale_price_usd_cents: v.sale_price_usd_cents,
      sale_price_ngn_kobo: v.sale_price_ngn_kobo,
      ...(byDifference ? {} : { quantity: v.quantity }),
      weight_grams: v.weight_grams,
      image_url: v.image_url,
      position,
      updated_at: now,
    };
    if (v.id !== undefined) await trx.updateTable('product_variants').set(values).where('id', '=', v.id).execute();
    else
      await trx
        .insertInto('product_variants')
        .values({ ...values, quantity: v.quantity, product_id: productId, created_at: now })
        .execute();
  }
  const first = variants[0]!;
  await sumsFromVariants(trx, productId, now, {
    price_usd_cents: first.price_usd_cents,
    price_ngn_kobo: first.price_ngn_kobo,
    sale_price_usd_cents: first.sale_price_usd_cents,
    sale_price_ngn_kobo: first.sale_price_ngn_kobo,
    ...(first.weight_grams > 0 ? { weight_grams: first.weight_grams } : {}),
  });
  if (history) await recordVariantStock(trx, productId, existing, variants, history, now, applied);
}

/** Who changed the variants and how (the note of each stock adjustment written). */
export interface VariantStockHistory {
  actor: Actor;
  note: string;
}

/**
 * Every variant whose stock the list changed gets a stock adjustment naming it, as staff's
 * changes of a product's stock do: a correction by the difference for a kept variant, goods
 * received for a new one with stock. A removed variant with stock gets a correction to nothing
 * (the product's sum falls with it); its lines, this one too, keep its label but not its id.
 */
async function recordVariantStock(
  trx: Kysely<DB>,
  productId: number,
  before: { id: number; label: string; quantity: number }[],
  variants: VariantValues[],
  history: VariantStockHistory,
  now: number,
  applied: Map<number, { delta: number; after: number }>,
) {
  const was = new Map(before.map((v) => [v.id, v.quantity]));
  const kept = new Set(variants.map((v) => v.id));
  for (const gone of before.filter((v) => !kept.has(v.id) && v.quantity !== 0)) {
    await trx
      .insertInto('stock_adjustments')
      .values({
        product_id: productId,
        variant_id: null,
        variant_label: gone.label,
        delta: -gone.quantity,
        reason: 'correction',
        note: `${history.note}: variant removed`,
        staff_user_id: history.actor.id,
        quantity_after: 0,
        created_at: now,
      })
      .execute();
  }
  const rows = await variantRows(trx, productId);
  for (const [i, v] of variants.entries()) {
    const row = v.id !== undefined ? rows.find((r) => r.id === v.id) : rows.find((r) => r.position === i);
    if (!row) continue;
    // A change by difference is recorded as applied; one by value, from the stock read before.
    const byDifference = v.id !== undefined ? applied.get(v.id) : undefined;
    const delta = byDifference
      ? byDifference.delta
      : v.quantity_was !== undefined && v.id !== undefined
        ? 0
        : row.quantity - (v.id !== undefined ? (was.get(v.id) ?? 0) : 0);
    if (delta === 0) continue;
    // A new option (or the one a product's default variant became) receives its first stock.
    const fresh = v.id === undefined || before.some((b) => b.id === v.id && isDefaultVariant(b));
    await trx
      .insertInto('stock_adjustments')
      .values({
        product_id: productId,
        variant_id: row.id,
        variant_label: row.label,
        delta,
        reason: fresh && delta > 0 ? 'received' : 'correction',
        note: history.note,
        staff_user_id: history.actor.id,
        quantity_after: byDifference ? byDifference.after : row.quantity,
        created_at: now,
      })
      .execute();
  }
}

const auditedVariantFields = [
  'sku',
  'label',
  'price_usd_cents',
  'price_ngn_kobo',
  'sale_price_usd_cents',
  'sale_price_ngn_kobo',
  'quantity',
] as const;

const auditedVariants = (trx: Kysely<DB>, productId: number) =>
  trx
    .selectFrom('product_variants')
    .select(['id', ...auditedVariantFields])
    .where('product_id', '=', productId)
    // A default variant's prices and stock are the product's, audited with it.
    .where('label', '<>', defaultVariantLabel)
    .orderBy('id')
    .execute();

/**
 * `applyVariants` (stock history by `actor`, noted `note`), and one audit entry with each
 * variant's prices and stock before and after, by SKU (added: from null; removed: to null), when
 * anything changed. The back office's form and the CSV import both go through here.
 */
export async function applyVariantsAudited(
  trx: Kysely<DB>,
  actor: Actor,
  productId: number,
  variants: VariantValues[],
  note: string,
) {
  const before = await auditedVariants(trx, productId);
  await applyVariants(trx, productId, variants, { actor, note });
  const after = await auditedVariants(trx, productId);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const sku of new Set([...before, ...after].map((v) => v.sku))) {
    const [was, now] = [before.find((v) => v.sku === sku) ?? null, after.find((v) => v.sku === sku) ?? null];
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[sku] = { from: was, to: now };
  }
  if (Object.keys(changes).length === 0) return;
  await recordAudit(trx, actor, {
    action: 'product.variants',
    entityType: 'product',
    entityId: productId,
    summary: `Variants of product #${productId} changed (prices or stock, ${note}): ${Object.keys(changes).join(', ')}`,
    changes,
  });
}

/** A SKU another product (or variant) already has: the one thing the database refuses. */
const skuTaken = () =>
  new AppError('conflict', 'A SKU in the list is already used by another variant: SKUs are unique.');

export async function replaceVariants(
  ctx: CatalogStaffContext,
  actor: Actor,
  productId: number,
  input: VariantsInput,
): Promise<StaffVariant[]> {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await productExists(trx, productId);
      await applyVariantsAudited(
        trx,
        actor,
        productId,
        input.variants.map((v) => ({
          id: v.id,
          sku: v.sku,
          label: v.label,
          price_usd_cents: v.price_usd,
          price_ngn_kobo: v.price_ngn,
          sale_price_usd_cents: v.sale_price_usd ?? null,
          sale_price_ngn_kobo: v.sale_price_ngn ?? null,
          quantity: v.quantity,
          ...(v.quantity_was === undefined ? {} : { quantity_was: v.quantity_was }),
          weight_grams: v.weight_grams ?? 0,
          image_url: v.image_url ?? null,
        })),
        'Variants form',
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw skuTaken();
    throw error;
  }
  return listVariants(ctx, productId);
}

// ---- Gallery ----

const galleryRows = (db: Kysely<DB>, productId: number) =>
  db
    .selectFrom('product_images')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();

export async function listGallery(ctx: CatalogStaffContext, productId: number): Promise<StaffGalleryImage[]> {
  await productExists(ctx.db, productId);
  return (await galleryRows(ctx.db, productId)).map((g) => ({
    id: g.id,
    url: g.url,
    alt: g.alt,
    images: productImagesOf(g.image_variants),
    variant_id: g.variant_id,
    position: g.position,
  }));
}

async function checkVariantOf(db: Kysely<DB>, productId: number, variantId: number | null, path: string) {
  if (variantId === null) return;
  const row = await db
    .selectFrom('product_variants')
    .select('id')
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!row) throw invalidField(path, 'this product has no such variant.');
}

/** The catalogue's answers change with the gallery: the product's row is touched (its generation). */
const touchProduct = (db: Kysely<DB>, productId: number) =>
  db.updateTable('products').set({ updated_at: Date.now() }).where('id', '=', productId).execute();

/** Adds an uploaded picture at the end of the gallery, stored in responsive WebP and AVIF. */
export async function addGalleryImage(
  ctx: CatalogStaffContext,
  productId: number,
  bytes: Buffer,
  fields: { alt: string; variantId: number | null },
): Promise<StaffGalleryImage[]> {
  await productExists(ctx.db, productId);
  await checkVariantOf(ctx.db, productId, fields.variantId, 'variant_id');
  const { imageUrl, variants } = await ctx.images.run(() => storeProductImage(ctx.media, bytes));
  await ctx.db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('product_images')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('product_id', '=', productId)
      .executeTakeFirst();
    await trx
      .insertInto('product_images')
      .values({
        product_id: productId,
        variant_id: fields.variantId,
        position: last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1,
        url: imageUrl,
        alt: fields.alt,
        image_variants: JSON.stringify(variants),
        created_at: Date.now(),
      })
      .execute();
    await touchProduct(trx, productId);
  });
  return listGallery(ctx, productId);
}

/** Reorders the gallery, edits alt texts and variants; pictures left out of the list are removed. */
export async function updateGallery(
  ctx: CatalogStaffContext,
  productId: number,
  input: GalleryUpdate,
): Promise<StaffGalleryImage[]> {
  await ctx.db.transaction().execute(async (trx) => {
    await productExists(trx, productId);
    const existing = new Set((await galleryRows(trx, productId)).map((g) => g.id));
    const listed = new Set<number>();
    for (const [i, img] of input.images.entries()) {
      if (!existing.has(img.id)) throw invalidField(`images.${i}.id`, 'this product has no such picture.');
      if (listed.has(img.id)) throw invalidField(`images.${i}.id`, 'this picture is listed twice.');
      listed.add(img.id);
      await checkVariantOf(trx, productId, img.variant_id ?? null, `images.${i}.variant_id`);
    }
    const removed = [...existing].filter((id) => !listed.has(id));
    if (removed.length > 0) await trx.deleteFrom('product_images').where('id', 'in', removed).execute();
    for (const [position, img] of input.images.entries()) {
      await trx
        .updateTable('product_images')
        .set({ position, alt: img.alt, variant_id: img.variant_id ?? null })
        .where('id', '=', img.id)
        .execute();
    }
    await touchProduct(trx, productId);
  });
  return listGallery(ctx, productId);
}
