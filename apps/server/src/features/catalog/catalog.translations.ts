import type { Kysely } from 'kysely';
import type { CatalogLanguage } from '@oja/shared/catalog-languages';
import type { DB } from '../../db/schema.ts';

/**
 * Names and descriptions per language (0018-catalogue-languages.ts): catalogue rows are read in
 * English, then the page's rows get their translations in one more statement. What a language
 * lacks stays English: a missing translation, or an empty translated description.
 */
export async function translateProducts<T extends { id: number; title: string; description: string }>(
  db: Kysely<DB>,
  rows: T[],
  lang: CatalogLanguage | undefined,
): Promise<T[]> {
  if (!lang || lang === 'en' || rows.length === 0) return rows;
  const ids = [...new Set(rows.map((r) => r.id))];
  // A whole-catalogue answer asks for every translation of the language instead of a long list.
  const query = db
    .selectFrom('product_translations')
    .select(['product_id', 'title', 'description'])
    .where('lang', '=', lang);
  const found = await (ids.length > 500 ? query : query.where('product_id', 'in', ids)).execute();
  if (found.length === 0) return rows;
  const byId = new Map(found.map((t) => [t.product_id, t]));
  return rows.map((row) => {
    const t = byId.get(row.id);
    return t ? { ...row, title: t.title, description: t.description || row.description } : row;
  });
}

export async function translateCategories<T extends { id: number; title: string }>(
  db: Kysely<DB>,
  rows: T[],
  lang: CatalogLanguage | undefined,
): Promise<T[]> {
  if (!lang || lang === 'en' || rows.length === 0) return rows;
  const found = await db
    .selectFrom('category_translations')
    .select(['category_id', 'title'])
    .where('lang', '=', lang)
    .execute();
  const byId = new Map(found.map((t) => [t.category_id, t.title]));
  return rows.map((row) => ({ ...row, title: byId.get(row.id) ?? row.title }));
}

/** Every translation of one product, by language (for the back office). */
export async function productTranslationsOf(db: Kysely<DB>, productId: number) {
  const rows = await db
    .selectFrom('product_translations')
    .select(['lang', 'title', 'description'])
    .where('product_id', '=', productId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.lang, { title: r.title, description: r.description }]));
}

export async function categoryTranslationsOf(db: Kysely<DB>, categoryId: number) {
  const rows = await db
    .selectFrom('category_translations')
    .select(['lang', 'title'])
    .where('category_id', '=', categoryId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.lang, { title: r.title }]));
}

/** Sets or (empty title) removes the given languages' translations; languages left out stay. */
export async function saveProductTranslations(
  db: Kysely<DB>,
  productId: number,
  translations: Partial<Record<string, { title: string; description: string }>>,
) {
  for (const [lang, t] of Object.entries(translations)) {
    if (!t) continue;
    await db.deleteFrom('product_translations').where('product_id', '=', productId).where('lang', '=', lang).execute();
    if (t.title) {
      await db
        .insertInto('product_translations')
        .values({ product_id: productId, lang, title: t.title, description: t.description })
        .execute();
    }
  }
}

export async function saveCategoryTranslations(
  db: Kysely<DB>,
  categoryId: number,
  translations: Partial<Record<string, { title: string }>>,
) {
  for (const [lang, t] of Object.entries(translations)) {
    if (!t) continue;
    await db
      .deleteFrom('category_translations')
      .where('category_id', '=', categoryId)
      .where('lang', '=', lang)
      .execute();
    if (t.title) {
      await db.insertInto('category_translations').values({ category_id: categoryId, lang, title: t.title }).execute();
    }
  }
}
