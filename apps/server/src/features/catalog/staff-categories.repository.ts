import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CategoriesTable, DB } from '../../db/schema.ts';

/** Every category in display order, with how many products (visible or not) it holds. */
export function listCategories(db: Kysely<DB>) {
  return db
    .selectFrom('categories as c')
    .select(['c.id', 'c.slug', 'c.title', 'c.icon', 'c.position'])
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.category_id', '=', 'c.id')
        .as('product_count'),
    )
    .orderBy('c.position', 'asc')
    .orderBy('c.id', 'asc')
    .execute();
}
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

export function findCategory(db: Kysely<DB>, id: number) {
  return db.selectFrom('categories').select(['id', 'slug', 'title', 'icon']).where('id', '=', id).executeTakeFirst();
}

export function slugsStartingWith(db: Kysely<DB>, base: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'slug'])
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
}

export async function nextPosition(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.max('position').as('p'))
    .executeTakeFirst();
  return row?.p === null || row?.p === undefined ? 0 : Number(row.p) + 1;
}

export async function insertCategory(db: Kysely<DB>, category: Insertable<CategoriesTable>): Promise<number> {
  return (await db.insertInto('categories').values(category).returning('id').executeTakeFirstOrThrow()).id;
}

export function updateCategory(db: Kysely<DB>, id: number, changes: Updateable<CategoriesTable>) {
  return db
    .updateTable('categories')
    .set({ ...changes, updated_at: Date.now() })
    .where('id', '=', id)
    .execute();
}

export function setPosition(db: Kysely<DB>, id: number, position: number) {
  return db.updateTable('categories').set({ position }).where('id', '=', id).execute();
}

export async function moveProducts(db: Kysely<DB>, fromId: number, toId: number): Promise<number> {
  const result = await db
    .updateTable('products')
    .set({ category_id: toId, updated_at: Date.now() })
    .where('category_id', '=', fromId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countProducts(db: Kysely<DB>, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteCategory(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
