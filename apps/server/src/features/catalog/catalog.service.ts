import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { categoryNotFound, productNotFound } from '../../errors.ts';
import type { CatalogLanguage } from '@oja/shared/catalog-languages';
import * as repo from './catalog.repository.ts';
import { translateCategories, translateProducts } from './catalog.translations.ts';
import { toProductView, type CategoryView } from './catalog.views.ts';
import { withVariants, withVariantsAndGallery } from './variants.views.ts';
import { planSearch } from './search-plan.ts';
import { synonymIndex } from './search-synonyms.service.ts';

/** A product query as the API takes it: the search as the shopper typed it, names in `lang`. */
export type ProductListQuery = Omit<repo.ProductQuery, 'search'> & { search?: string; lang?: CatalogLanguage };

/** Every category in display order, each with its visible products unless asked not to. */
export async function listCategories(
  db: Kysely<DB>,
  { withProducts = true, lang }: { withProducts?: boolean; lang?: CatalogLanguage } = {},
): Promise<CategoryView[]> {
  const categories = await translateCategories(db, await repo.listCategories(db), lang);
  if (!withProducts) return categories;
  const products = await translateProducts(db, await repo.listVisibleProducts(db), lang);
  const byCategory = new Map<number, typeof products>();
  for (const p of products) byCategory.set(p.category_id, [...(byCategory.get(p.category_id) ?? []), p]);
  const views = new Map((await withVariants(db, products.map(toProductView))).map((p) => [p.id, p]));
  return categories.map((c) => ({ ...c, products: (byCategory.get(c.id) ?? []).map((p) => views.get(p.id)!) }));
}

/** The opaque `cursor` of the page after `row`: its title and id, base64url JSON. */
export const encodeCursor = (row: { title: string; id: number }) =>
  Buffer.from(JSON.stringify([row.title, row.id])).toString('base64url');

/** A cursor back to the product it names, or undefined when it is not one of ours. */
export function decodeCursor(cursor: string): { title: string; id: number } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && Number.isSafeInteger(value[1])) {
      return { title: value[0], id: value[1] as number };
    }
  } catch {
    // not JSON
  }
  return undefined;
}

/**
 * A page of products. `generation`, the catalogue generation the caller read before (the
 * catalogue cache's), lets a search use the synonym list kept for it without reading it again.
 */
export async function listProducts(
  db: Kysely<DB>,
  { lang, search, ...rest }: ProductListQuery,
  { generation }: { generation?: number } = {},
) {
  const query: repo.ProductQuery = {
    ...rest,
    search: search === undefined ? undefined : planSearch(search, await synonymIndex(db, generation)),
  };
  // An all-blank search text (only folded-away marks) is no search.
  if (query.search?.concepts.length === 0) query.search = undefined;
  const translated = async (rows: repo.ProductListRow[]) =>
    withVariants(db, (await translateProducts(db, rows, lang)).map(toProductView));
  const unknownCategory = () => categoryNotFound(String(query.categorySlug));
  if (query.limit === undefined) {
    if (query.categorySlug !== undefined && !(await repo.findCategoryBySlug(db, query.categorySlug))) {
      throw unknownCategory();
    }
    const rows = await repo.listVisibleProducts(db, query);
    return { products: await translated(rows), total: rows.length };
  }
  const searchPage = await repo.pageOfPlainSearch(db, query);
  if (searchPage) return { products: await translated(searchPage.rows), total: searchPage.total };
  // Counting first lets a search choose its plan by the number of matches, and skip the page
  // query when nothing matches. The count also tells whether the category exists.
  const { total, categoryExists } = await repo.countVisibleProducts(db, query);
  if (!categoryExists) throw unknownCategory();
  const rows = query.after || total > (query.offset ?? 0) ? await repo.listVisibleProducts(db, query, total) : [];
  // A full page in title order: where the next one begins (keyset pagination, `cursor`).
  const last = rows.at(-1);
  const next =
    (query.sort ?? 'title') === 'title' && last && rows.length === query.limit ? encodeCursor(last) : undefined;
  return { products: await translated(rows), total, next };
}

/** One visible product by its slug; a hidden or unknown one is not found. */
export async function getProduct(db: Kysely<DB>, slug: string, lang?: CatalogLanguage) {
  const row = await repo.findVisibleProductBySlug(db, slug);
  if (!row) throw productNotFound(slug);
  const [translated] = await translateProducts(db, [row], lang);
  return withVariantsAndGallery(db, toProductView(translated!));
}

export async function listProductSlugs(db: Kysely<DB>, page: { limit: number; offset: number }) {
  const rows = await repo.listVisibleProductSlugs(db, page);
  return rows.map((r) => ({ id: r.id, slug: r.slug, updated_at: new Date(Number(r.updated_at)).toISOString() }));
}
