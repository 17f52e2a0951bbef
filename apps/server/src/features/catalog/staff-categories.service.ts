import type { Kysely } from 'kysely';
import type { StaffCategory, CategoryInput, CategoryUpdate } from '@oja/shared/staff';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, invalidField, notFound } from '../../errors.ts';
import type { CatalogStaffContext } from './staff-context.ts';
import { changesOf, recordAudit, type AuditActor } from '../audit/index.ts';
import * as repo from './staff-categories.repository.ts';
import { storeCategoryIcon } from './product-images.ts';
import { firstFreeSlug, slugify } from './slugs.ts';
import { categoryTranslationsOf, saveCategoryTranslations } from './catalog.translations.ts';

const toAdminCategory = (r: repo.CategoryRow): StaffCategory => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  icon: r.icon,
  position: r.position,
  product_count: Number(r.product_count ?? 0),
});

export async function listCategories(ctx: CatalogStaffContext): Promise<StaffCategory[]> {
  return (await repo.listCategories(ctx.db)).map(toAdminCategory);
}

async function loadOne(db: Kysely<DB>, id: number): Promise<StaffCategory> {
  const found = (await repo.listCategories(db)).find((c) => c.id === id);
  if (!found) throw notFound('Category');
  return { ...toAdminCategory(found), translations: await categoryTranslationsOf(db, id) };
}

export async function getCategory(ctx: CatalogStaffContext, id: number) {
  return loadOne(ctx.db, id);
}

async function chooseSlug(db: Kysely<DB>, title: string, asked: string | undefined, selfId?: number) {
  const base = asked || slugify(title, 'category');
  const taken = (await repo.slugsStartingWith(db, base)).filter((r) => r.id !== selfId);
  if (!asked) return firstFreeSlug(base, new Set(taken.map((r) => r.slug)));
  if (taken.some((r) => r.slug === asked)) {
    throw new AppError('conflict', `The address "${asked}" is already used by another category: choose another slug.`);
  }
  return asked;
}

const slugConflict = () =>
  new AppError('conflict', 'Another category took this address at the same moment: try again.');

/** The category columns the audit log follows. */
const auditedCategory = ['title', 'slug', 'icon'] as const;

/** A new category goes last in the menu. */
export async function createCategory(ctx: CatalogStaffContext, actor: AuditActor, input: CategoryInput) {
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const now = Date.now();
      const row = { title: input.title, slug: await chooseSlug(trx, input.title, input.slug), icon: input.icon ?? '' };
      const id = await repo.insertCategory(trx, {
        ...row,
        position: await repo.nextPosition(trx),
        created_at: now,
        updated_at: now,
      });
      if (input.translations) await saveCategoryTranslations(trx, id, input.translations);
      await recordAudit(trx, actor, {
        action: 'category.create',
        entityType: 'category',
        entityId: id,
        summary: `Category ${row.title} (#${id}) created`,
        changes: changesOf({ title: null, slug: null, icon: null }, row, auditedCategory),
      });
      return id;
    });
    return loadOne(ctx.db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
}

export async function updateCategory(ctx: CatalogStaffContext, actor: AuditActor, id: number, input: CategoryUpdate) {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.findCategory(trx, id);
      if (!before) throw notFound('Category');
      const title = input.title ?? before.title;
      const slug = input.slug === undefined ? undefined : await chooseSlug(trx, title, input.slug, id);
      await repo.updateCategory(trx, id, { title, slug, icon: input.icon });
      if (input.translations) await saveCategoryTranslations(trx, id, input.translations);
      const changes = changesOf(before, { title, slug, icon: input.icon }, auditedCategory);
      if (input.translations) changes.translations = { from: null, to: input.translations };
      if (Object.keys(changes).length === 0) return;
      await recordAudit(trx, actor, {
        action: 'category.update',
        entityType: 'category',
        entityId: id,
        summary: `Category ${title} (#${id}) changed: ${Object.keys(changes).join(', ')}`,
        changes,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
  return loadOne(ctx.db, id);
}

export async function setCategoryIcon(ctx: CatalogStaffContext, id: number, bytes: Buffer) {
  if (!(await repo.findCategory(ctx.db, id))) throw notFound('Category');
  const icon = await ctx.images.run(() => storeCategoryIcon(ctx.media, bytes));
  await repo.updateCategory(ctx.db, id, { icon });
  return loadOne(ctx.db, id);
}

/**
 * Swaps a category with its neighbour in the menu. Positions are renumbered 0, 1, 2 … on the way,
 * so ties (two categories at one position) cannot make a move do nothing.
 */
export async function moveCategory(ctx: CatalogStaffContext, id: number, direction: 'up' | 'down') {
  await ctx.db.transaction().execute(async (trx) => {
    const order = (await repo.listCategories(trx)).map((c) => ({ id: c.id, position: c.position }));
    const from = order.findIndex((c) => c.id === id);
    if (from < 0) throw notFound('Category');
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to >= 0 && to < order.length) [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [position, c] of order.entries()) {
      if (c.position !== position) await repo.setPosition(trx, c.id, position);
    }
  });
  return listCategories(ctx);
}

/**
 * Deletes a category. One that holds products is refused unless `moveTo` names another category:
 * then its products move there and the category goes, in one transaction.
 */
export async function deleteCategory(
  ctx: CatalogStaffContext,
  actor: AuditActor,
  id: number,
  moveTo?: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const category = await repo.findCategory(trx, id);
    if (!category) throw notFound('Category');
    if (moveTo !== undefined) {
      if (moveTo === id) throw invalidField('move_to', 'choose a different category to move the products to.');
      if (!(await repo.findCategory(trx, moveTo))) throw invalidField('move_to', 'there is no such category.');
      await repo.moveProducts(trx, id, moveTo);
    }
    const left = await repo.countProducts(trx, id);
    if (left > 0) {
      throw new AppError(
        'conflict',
        `"${category.title}" still has ${left} product${left === 1 ? '' : 's'}. Move them to another category first (choose one when deleting).`,
      );
    }
    await repo.deleteCategory(trx, id);
    await recordAudit(trx, actor, {
      action: 'category.delete',
      entityType: 'category',
      entityId: id,
      summary: `Category ${category.title} (#${id}) deleted${moveTo === undefined ? '' : `, its products moved to #${moveTo}`}`,
      changes: changesOf(category, { title: null, slug: null, icon: null }, auditedCategory),
    });
  });
}
