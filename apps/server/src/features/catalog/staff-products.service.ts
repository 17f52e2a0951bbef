import type { Kysely } from 'kysely';
import type { Product } from '@oja/shared/catalog';
import type { StaffProduct, ProductCreate, ProductListQuery, ProductPage, ProductUpdate } from '@oja/shared/staff';
import type { DB, ProductUpdate as ProductChanges } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, invalidField, notFound } from '../../errors.ts';
import type { Actor } from '../accounts/index.ts';
import { changesOf, recordAudit, type AuditActor } from '../audit/index.ts';
import type { CatalogStaffContext } from './staff-context.ts';
import { storeProductImage } from './product-images.ts';
import * as repo from './staff-products.repository.ts';
import { toAdminProduct, toContractProduct } from './staff-products.views.ts';
import { firstFreeSlug, slugify } from './slugs.ts';
import { recordAdjustment } from './stock.service.ts';
import { giveDefaultVariants, pricesToDefaultVariant } from './default-variant.ts';
import { productTranslationsOf, saveProductTranslations } from './catalog.translations.ts';

async function load(ctx: CatalogStaffContext, id: number): Promise<StaffProduct> {
  const row = await repo.findProduct(ctx.db, id);
  if (!row) throw notFound('Product');
  return { ...toAdminProduct(row, ctx.lowStockThreshold), translations: await productTranslationsOf(ctx.db, id) };
}

export async function getProduct(ctx: CatalogStaffContext, id: number) {
  return load(ctx, id);
}

export async function listProducts(ctx: CatalogStaffContext, query: ProductListQuery): Promise<ProductPage> {
  const { q, category, visibility, low_stock, page, per_page } = query;
  const filter: repo.ProductFilter = {
    q: q || undefined,
    categoryId: category,
    visibility,
    lowStockAtMost: low_stock ? ctx.lowStockThreshold : undefined,
  };
  const [total, rows] = await Promise.all([
    repo.countProducts(ctx.db, filter),
    repo.listProducts(ctx.db, filter, { limit: per_page, offset: (page - 1) * per_page }),
  ]);
  const items = rows.map((r) => toAdminProduct(r, ctx.lowStockThreshold));
  return { items, total, page, per_page, low_stock_threshold: ctx.lowStockThreshold };
}

/** The slug asked for (refused when another product has it), or a free one made from the title. */
async function chooseSlug(db: Kysely<DB>, title: string, asked: string | undefined, selfId?: number) {
  const base = asked || slugify(title, 'product');
  const taken = (await repo.slugsStartingWith(db, base)).filter((r) => r.id !== selfId);
  if (!asked) return firstFreeSlug(base, new Set(taken.map((r) => r.slug)));
  if (taken.some((r) => r.slug === asked)) {
    throw new AppError('conflict', `The address "${asked}" is already used by another product: choose another slug.`);
  }
  return asked;
}

/** Sale prices, when given, must be below the regular price of the same currency. */
function checkPrices(p: { usd: number; ngn: number; saleUsd: number | null; saleNgn: number | null }) {
  if (p.usd <= 0) throw invalidField('price_usd', 'the price must be above zero.');
  if (p.ngn <= 0) throw invalidField('price_ngn', 'the price must be above zero.');
  if (p.saleUsd !== null && (p.saleUsd <= 0 || p.saleUsd >= p.usd)) {
    throw invalidField('sale_price_usd', 'a sale price must be above zero and below the regular price.');
  }
  if (p.saleNgn !== null && (p.saleNgn <= 0 || p.saleNgn >= p.ngn)) {
    throw invalidField('sale_price_ngn', 'a sale price must be above zero and below the regular price.');
  }
}

async function checkCategory(db: Kysely<DB>, id: number) {
  if (!(await repo.categoryExists(db, id))) throw invalidField('category_id', 'there is no such category.');
}

const slugConflict = () => new AppError('conflict', 'Another product took this address at the same moment: try again.');

/** Creates a product; its opening stock is recorded as goods received, by this staff member. */
export async function createProduct(
  ctx: CatalogStaffContext,
  actor: Actor,
  input: ProductCreate & { image_url?: string },
): Promise<StaffProduct> {
  const prices = {
    usd: input.price_usd,
    ngn: input.price_ngn,
    saleUsd: input.sale_price_usd ?? null,
    saleNgn: input.sale_price_ngn ?? null,
  };
  checkPrices(prices);
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      await checkCategory(trx, input.category_id);
      const now = Date.now();
      const id = await repo.insertProduct(trx, {
        category_id: input.category_id,
        slug: await chooseSlug(trx, input.title, input.slug),
        title: input.title,
        description: input.description,
        image_url: input.image_url ?? '',
        price_usd_cents: prices.usd,
        price_ngn_kobo: prices.ngn,
        sale_price_usd_cents: prices.saleUsd,
        sale_price_ngn_kobo: prices.saleNgn,
        quantity: 0,
        low_stock_threshold: input.low_stock_threshold ?? null,
        visible: input.visible ? 1 : 0,
        created_at: now,
        updated_at: now,
      });
      await giveDefaultVariants(trx, id);
      if (input.translations) await saveProductTranslations(trx, id, input.translations);
      await recordAudit(trx, actor, {
        action: 'product.create',
        entityType: 'product',
        entityId: id,
        summary: `Product ${input.title} (#${id}) created`,
        changes: createdFields(await repo.findProduct(trx, id)),
      });
      if (input.quantity > 0) {
        await recordAdjustment(trx, actor, id, { delta: input.quantity, reason: 'received', note: 'Opening stock' });
      }
      return id;
    });
    return load(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
}

export async function updateProduct(ctx: CatalogStaffContext, actor: AuditActor, id: number, input: ProductUpdate) {
  const before = await load(ctx, id);
  const title = input.title ?? before.title;
  checkPrices({
    usd: input.price_usd ?? before.price_usd_cents,
    ngn: input.price_ngn ?? before.price_ngn_kobo,
    saleUsd: input.sale_price_usd === undefined ? before.sale_price_usd_cents : input.sale_price_usd,
    saleNgn: input.sale_price_ngn === undefined ? before.sale_price_ngn_kobo : input.sale_price_ngn,
  });
  const changes: ProductChanges = {
    title,
    description: input.description,
    category_id: input.category_id,
    price_usd_cents: input.price_usd,
    price_ngn_kobo: input.price_ngn,
    sale_price_usd_cents: input.sale_price_usd,
    sale_price_ngn_kobo: input.sale_price_ngn,
    visible: input.visible === undefined ? undefined : input.visible ? 1 : 0,
    low_stock_threshold: input.low_stock_threshold,
  };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (input.category_id !== undefined) await checkCategory(trx, input.category_id);
      // An empty slug means "make one from the title"; left out, the address stays as it is.
      if (input.slug !== undefined) changes.slug = await chooseSlug(trx, title, input.slug, id);
      await repo.updateProduct(trx, id, changes);
      await pricesToDefaultVariant(trx, id);
      if (input.translations) await saveProductTranslations(trx, id, input.translations);
      const changed = changesOf(before, { ...changes, visible: input.visible }, audited);
      if (Object.keys(changed).length > 0 || input.translations) {
        await recordAudit(trx, actor, {
          action: 'product.update',
          entityType: 'product',
          entityId: id,
          summary: `Product ${before.title} (#${id}) changed: ${Object.keys(changed).join(', ') || 'translations'}`,
          changes: changed,
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
  return load(ctx, id);
}

/** The product fields the audit log follows. */
const audited = [
  'title',
  'price_usd_cents',
  'price_ngn_kobo',
  'sale_price_usd_cents',
  'sale_price_ngn_kobo',
  'visible',
  'category_id',
  'slug',
  'low_stock_threshold',
] as const;

/** Every audited field of a product just created or about to be deleted, from or to nothing. */
function createdFields(row: Record<string, unknown> | undefined, deleted = false) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of audited) {
    const value = row?.[field] ?? null;
    if (value !== null) changes[field] = deleted ? { from: value, to: null } : { from: null, to: value };
  }
  return changes;
}

/** Stores the uploaded image's variants and makes them the product's picture. */
export async function setProductImage(ctx: CatalogStaffContext, id: number, bytes: Buffer) {
  await load(ctx, id);
  const { imageUrl, variants } = await ctx.images.run(() => storeProductImage(ctx.media, bytes));
  await repo.updateProduct(ctx.db, id, { image_url: imageUrl, image_variants: JSON.stringify(variants) });
  return load(ctx, id);
}

/**
 * Deletes a product that nobody has ordered or reviewed. One that has orders stays (the orders
 * name it): staff hide it instead. Image files stay too, as past orders show them.
 */
export async function deleteProduct(ctx: CatalogStaffContext, actor: AuditActor, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const product = await repo.findProduct(trx, id);
    if (!product) throw notFound('Product');
    if ((await repo.countOrdersWithProduct(trx, id)) > 0) {
      throw new AppError('conflict', 'This product has orders, so it cannot be deleted. Hide it instead.');
    }
    if ((await repo.countReviewsOfProduct(trx, id)) > 0) {
      throw new AppError('conflict', 'This product has customer reviews, so it cannot be deleted. Hide it instead.');
    }
    await repo.deleteProduct(trx, id);
    await recordAudit(trx, actor, {
      action: 'product.delete',
      entityType: 'product',
      entityId: id,
      summary: `Product ${product.title} (#${id}) deleted`,
      changes: createdFields(product, true),
    });
  });
}

/** A category by id or by slug (the original client's add-product sends either). */
export const findCategoryByIdOrSlug = (ctx: CatalogStaffContext, key: number | string) =>
  repo.findCategoryByIdOrSlug(ctx.db, key);

/** A product in the original contract's shape (the storefront's view of the same row). */
export async function contractProduct(ctx: CatalogStaffContext, id: number): Promise<Product> {
  const row = await repo.findProduct(ctx.db, id);
  if (!row) throw notFound('Product');
  return toContractProduct(row);
}
