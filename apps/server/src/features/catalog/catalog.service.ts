import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import * as repo from './catalog.repository.ts';
import { toProductView, type CategoryView } from './catalog.views.ts';

/** Every category in display order, each with its visible products unless asked not to. */
export async function listCategories(db: Kysely<DB>, { withProducts = true } = {}): Promise<CategoryView[]> {
  const categories = await repo.listCategories(db);
  if (!withProducts) return categories;
  const products = await repo.listVisibleProducts(db);
  const byCategory = new Map<number, typeof products>();
  for (const p of products) byCategory.set(p.category_id, [...(byCategory.get(p.category_id) ?? []), p]);
  return categories.map((c) => ({ ...c, products: (byCategory.get(c.id) ?? []).map(toProductView) }));
}

export async function listProducts(db: Kysely<DB>, query: repo.ProductQuery) {
  const unknownCategory = () => notFound(`Category "${query.categorySlug}"`);
  if (query.limit === undefined) {
    if (query.categorySlug !== undefined && !(await repo.findCategoryBySlug(db, query.categorySlug))) {
      throw unknownCategory();
    }
    const rows = await repo.listVisibleProducts(db, query);
    return { products: rows.map(toProductView), total: rows.length };
  }
  const searchPage = await repo.pageOfPlainSearch(db, query);
  if (searchPage) return { products: searchPage.rows.map(toProductView), total: searchPage.total };
  // Counting first lets a search choose its plan by the number of matches, and skip the page
  // query when nothing matches. The count also tells whether the category exists.
  const { total, categoryExists } = await repo.countVisibleProducts(db, query);
  if (!categoryExists) throw unknownCategory();
  const rows = total > (query.offset ?? 0) ? await repo.listVisibleProducts(db, query, total) : [];
  return { products: rows.map(toProductView), total };
}

/** One visible product by its slug; a hidden or unknown one is not found. */
export async function getProduct(db: Kysely<DB>, slug: string) {
  const row = await repo.findVisibleProductBySlug(db, slug);
  if (!row) throw notFound(`Product "${slug}"`);
  return toProductView(row);
}

export async function listProductSlugs(db: Kysely<DB>, page: { limit: number; offset: number }) {
  const rows = await repo.listVisibleProductSlugs(db, page);
  return rows.map((r) => ({ id: r.id, slug: r.slug, updated_at: new Date(Number(r.updated_at)).toISOString() }));
}
