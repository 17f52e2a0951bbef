import { sql, type AliasedRawBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Currency } from '@oja/shared/money';
import { dialectOf } from '../../db/connection.ts';
import type { DB } from '../../db/schema.ts';
import { nameSeparators, nameWordsOf } from '@oja/shared/catalog-languages';
import { sqliteIndexMark, sqliteNameWords } from '../../db/name-words.ts';
import { isLongWord, type SearchConcept, type SearchPlan } from './search-plan.ts';

export const productSorts = ['price_asc', 'price_desc', 'rating', 'newest', 'title', 'discount'] as const;
export type ProductSort = (typeof productSorts)[number];

export interface ProductFilter {
  categorySlug?: string;
  /**
   * The product's names (English and translated) contain these words, in any order, ignoring case,
   * accents and tone marks, with synonyms (search-plan.ts; taken literally: no query syntax).
   */
  search?: SearchPlan;
  /** Only products with a sale price in `currency`. */
  onOffer?: boolean;
  currency?: Currency;
}

export interface ProductQuery extends ProductFilter {
  sort?: ProductSort;
  limit?: number;
  offset?: number;
  /**
   * Keyset pagination (title order only): the page after this product, found through the title
   * index without reading the products before it, however deep (`offset` is then ignored).
   */
  after?: { title: string; id: number };
}

/** The columns of the API's product shape (products `p` joined to categories `c`). */
export const productColumns = [
  'p.id',
  'p.slug',
  'p.title',
  'p.description',
  'p.image_url',
  'p.image_variants',
  'p.price_usd_cents',
  'p.price_ngn_kobo',
  'p.sale_price_usd_cents',
  'p.sale_price_ngn_kobo',
  'p.quantity',
  'p.visible',
  'p.category_id',
  'p.rating_count',
  'p.rating_sum',
  'c.slug as category_slug',
] as const;

function visibleProducts(db: Kysely<DB>) {
  // A literal 1, not a parameter: PostgreSQL can then use the partial search index.
  return db.selectFrom('products as p').where(sql<SqlBool>`p.visible = 1`);
}

export type ProductListRow = Awaited<ReturnType<typeof listVisibleProducts>>[number];

/** The price a buyer pays now in the given currency, as an SQL expression (used for sorting). */
const effectivePrice = (currency: Currency) =>
  currency === 'NGN'
    ? sql<number>`coalesce(p.sale_price_ngn_kobo, p.price_ngn_kobo)`
    : sql<number>`coalesce(p.sale_price_usd_cents, p.price_usd_cents)`;

const salePrice = (currency: Currency) =>
  currency === 'NGN' ? sql.ref('p.sale_price_ngn_kobo') : sql.ref('p.sale_price_usd_cents');

/** The saving as a fraction of the regular price (0 when not on offer), for "best saving first". */
const saving = (currency: Currency) =>
  currency === 'NGN'
    ? sql<number>`(p.price_ngn_kobo - coalesce(p.sale_price_ngn_kobo, p.price_ngn_kobo)) * 1.0 / p.price_ngn_kobo`
    : sql<number>`(p.price_usd_cents - coalesce(p.sale_price_usd_cents, p.price_usd_cents)) * 1.0 / p.price_usd_cents`;

/**
 * With this many matches or more, a search sorted by price on SQLite reads the page in the price
 * index and keeps the matching rows (about 24 × catalogue / matches index entries) instead of
 * sorting every match. Not for titles: search words often begin titles ("Smoked …"), so matches
 * bunch up in title order and such a walk could read most of the index.
 */
const indexWalkFrom = 500;

/** `\\`, `%` and `_` escaped for `LIKE … ESCAPE '\\'`. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An FTS5 string: one phrase, double quotes doubled, so no user text is ever query syntax. */
export const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

const likePattern = (text: string) => `%${escapeLike(text)}%`;

const joinSql = (parts: RawBuilder<unknown>[], separator: string) => sql.join(parts, sql.raw(separator));

/**
 * How a word stands in the translated names as the index keeps them (name-words.ts), each of its
 * separators a space: " ugu" for a word that begins with "ugu", " gari " for the whole word,
 * " oil " for "oil*"; undefined when the word has no letters or digits (it can then match only in
 * the English title).
 */
function inNames(word: string, wholeWords = false) {
  if (nameWordsOf(word).length === 0) return undefined;
  const spaced = [...word].map((c) => (nameSeparators.includes(c) ? ' ' : c)).join('');
  return `${spaced.startsWith(' ') ? '' : ' '}${spaced}${wholeWords && !spaced.endsWith(' ') ? ' ' : ''}`;
}

/** SQLite: a word as the indexed names hold it (their mark for spaces), or undefined. */
const inIndexedNames = (word: string, wholeWords: boolean | undefined) =>
  inNames(word, wholeWords)?.replaceAll(' ', sqliteIndexMark);

/** SQLite: a word's LIKE test over the FTS table, in the title anywhere, in `names` at a word start. */
function likeWord(word: string, wholeWords: boolean | undefined) {
  const name = inIndexedNames(word, wholeWords);
  const inTitle = sql`title like ${likePattern(word)} escape '\\'`;
  return name === undefined ? inTitle : sql`(${inTitle} or names like ${`%${escapeLike(name)}%`} escape '\\')`;
}

/** An FTS5 test of a word: in the `title` column anywhere, in `names` at a word start (or whole). */
function ftsWord(word: string, wholeWords: boolean | undefined) {
  const name = inIndexedNames(word, wholeWords);
  const inTitle = `{title} : ${ftsPhrase(word)}`;
  return name === undefined ? inTitle : `(${inTitle} OR {names} : ${ftsPhrase(name)})`;
}

/**
 * SQLite: the FTS5 query for the concepts that have words of three characters or more (trigrams),
 * and the short words of the others, matched with LIKE. Within a synonym alternative, words under
 * three characters are left out of the FTS query (trigrams cannot hold them).
 */
function sqliteParts(plan: SearchPlan) {
  const matched: string[] = [];
  const short: SearchConcept[] = [];
  for (const concept of plan.concepts) {
    const alternatives = concept.alternatives.map((a) => a.filter(isLongWord)).filter((a) => a.length > 0);
    if (alternatives.length === 0) short.push(concept);
    else {
      const words = (a: string[]) => a.map((w) => ftsWord(w, concept.wholeWords)).join(' AND ');
      matched.push(`(${alternatives.map((a) => `(${words(a)})`).join(' OR ')})`);
    }
  }
  return { match: matched.length > 0 ? matched.join(' AND ') : undefined, short };
}

/** Whether the search can use the trigram index (on SQLite; PostgreSQL always uses its table). */
const usesTrigrams = (plan: SearchPlan) => sqliteParts(plan).match !== undefined;

/** SQLite: the rows of the FTS table that match (a `where` clause over it). */
function ftsWhere(plan: SearchPlan) {
  const { match, short } = sqliteParts(plan);
  const likes = short.flatMap((c) => c.words.map((w) => likeWord(w, c.wholeWords)));
  return joinSql([sql`products_search match ${match}`, ...likes], ' and ');
}

/**
 * PostgreSQL: a word's test over `products_search s`, each column with its pg_trgm index (0040):
 * anywhere in `terms` (the folded English title), at a word start (whole for synonym terms) in
 * `names` (the folded translated names, separators made spaces).
 */
function postgresWord(word: string, wholeWords: boolean | undefined) {
  const name = inNames(word, wholeWords);
  const inTitle = sql`s.terms like ${likePattern(word)} escape '\\'`;
  return name === undefined ? inTitle : sql`(${inTitle} or s.names like ${`%${escapeLike(name)}%`} escape '\\')`;
}

/** PostgreSQL: the rows of `products_search s` that match every concept. */
function postgresWhere(plan: SearchPlan) {
  return joinSql(
    plan.concepts.map(
      (c) =>
        sql`(${joinSql(
          c.alternatives.map(
            (a) =>
              sql`(${joinSql(
                a.map((w) => postgresWord(w, c.wholeWords)),
                ' and ',
              )})`,
          ),
          ' or ',
        )})`,
    ),
    ' and ',
  );
}

/**
 * "The product's names (English or any translation) contain every concept of the plan" with the
 * index each database has (0018-catalogue-languages.ts): the FTS5 trigram table on SQLite, the
 * narrow `products_search` table with its pg_trgm index on PostgreSQL. On SQLite, a search of
 * only one- or two-character words scans the title index with LIKE (ASCII case folded), and the
 * translated titles.
 */
function titleContains(db: Kysely<DB>, plan: SearchPlan, walkIndex: boolean) {
  if (dialectOf(db) === 'postgres') {
    return sql<SqlBool>`p.id in (select s.id from products_search s where ${postgresWhere(plan)})`;
  }
  if (!usesTrigrams(plan)) {
    const words = plan.concepts.flatMap((c) => c.words);
    const inTitle = joinSql(
      words.map((w) => sql`p.title like ${likePattern(w)} escape '\\'`),
      ' and ',
    );
    // Each word at a word start of the translated name (a word of only separators cannot be there).
    const names = words.map((w) => inNames(w));
    const inName = names.every((n) => n !== undefined)
      ? joinSql(
          names.map((n) => sql`${sqliteNameWords(sql`t.title`)} like ${`%${escapeLike(n)}%`} escape '\\'`),
          ' and ',
        )
      : sql`false`;
    return sql<SqlBool>`(${inTitle} or p.id in (select t.product_id from product_translations t where ${inName}))`;
  }
  // "+p.id" keeps the planner from looking matches up by id, so it walks the price index.
  return walkIndex
    ? sql<SqlBool>`+p.id in (select rowid from products_search where ${ftsWhere(plan)})`
    : sql<SqlBool>`p.id in (select rowid from products_search where ${ftsWhere(plan)})`;
}

/** A search and nothing else: the search index alone can count and (PostgreSQL) page it. */
const isPlainSearch = (f: ProductFilter): f is ProductFilter & { search: SearchPlan } =>
  f.search !== undefined && f.categorySlug === undefined && !f.onOffer;

function filteredProducts(db: Kysely<DB>, filter: ProductFilter, walkIndex = false) {
  const { categorySlug, search, onOffer, currency = 'USD' } = filter;
  let q = visibleProducts(db);
  // A sub-select rather than a join, so that counting never reads the categories table.
  if (categorySlug !== undefined) {
    q = q.where('p.category_id', '=', (eb) =>
      eb.selectFrom('categories').select('id').where('slug', '=', categorySlug),
    );
  }
  if (search !== undefined) q = q.where(titleContains(db, search, walkIndex));
  if (onOffer) q = q.where(salePrice(currency), 'is not', null);
  return q;
}

/** Sorts that have an index to walk (0002-search.ts). */
const indexedSorts: readonly ProductSort[] = ['price_asc', 'price_desc'];

/**
 * One page of visible products. `matches`, the number of matching products when the caller has
 * counted them already, lets a search on SQLite pick the faster plan.
 */
export function listVisibleProducts(db: Kysely<DB>, query: ProductQuery = {}, matches?: number) {
  const { sort = 'title', currency = 'USD', limit, offset } = query;
  const walkIndex = matches !== undefined && matches >= indexWalkFrom && indexedSorts.includes(sort);
  let q = filteredProducts(db, query, walkIndex)
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(productColumns);
  switch (sort) {
    case 'price_asc':
      q = q.orderBy(effectivePrice(currency), 'asc');
      break;
    case 'price_desc':
      // Ties newest id first too, so the price index can be read backwards without a sort.
      q = q.orderBy(effectivePrice(currency), 'desc').orderBy('p.id', 'desc');
      break;
    case 'rating':
      q = q
        .orderBy(sql`case when p.rating_count = 0 then 0 else p.rating_sum * 1.0 / p.rating_count end`, 'desc')
        .orderBy('p.rating_count', 'desc');
      break;
    case 'newest':
      q = q.orderBy('p.created_at', 'desc');
      break;
    case 'title':
      // A trigram search on SQLite sorts its matches: "+p.title" (the same value) keeps the
      // planner from walking the title index, which is slow when matches bunch up in title order.
      q =
        query.search !== undefined && dialectOf(db) === 'sqlite' && usesTrigrams(query.search)
          ? q.orderBy(sql`+p.title`, 'asc')
          : q.orderBy('p.title', 'asc');
      break;
    case 'discount':
      q = q.orderBy(saving(currency), 'desc').orderBy(effectivePrice(currency), 'asc');
      break;
  }
  if (sort !== 'price_desc') q = q.orderBy('p.id', 'asc');
  if (query.after && sort === 'title') {
    q = q.where(sql<SqlBool>`(p.title, p.id) > (${query.after.title}, ${query.after.id})`);
    if (limit !== undefined) q = q.limit(limit);
  } else if (limit !== undefined) q = q.limit(limit).offset(offset ?? 0);
  return q.execute();
}

/**
 * A plain search in title order, its page chosen in the narrow search table (its own copy of the
 * visible products' titles) so that only the page's product rows are read:
 * - PostgreSQL: the page and the number of matches in one statement (`count(*) over ()`); a page
 *   past the last match counts separately.
 * - SQLite, texts of three characters or more: the count in the FTS index first (it costs a
 *   fraction of a millisecond and skips the page when nothing matches), then the page.
 * `undefined` when the query is not such a search.
 */
export async function pageOfPlainSearch(db: Kysely<DB>, query: ProductQuery) {
  const { sort = 'title', limit, offset = 0 } = query;
  if (query.after || !isPlainSearch(query) || sort !== 'title' || limit === undefined) return;
  const productsOf = (page: AliasedRawBuilder<{ id: number; title: string }, 'page'>) =>
    db
      .selectFrom(page)
      .innerJoin('products as p', 'p.id', 'page.id')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(productColumns)
      .orderBy('page.title')
      .orderBy('page.id');
  if (dialectOf(db) === 'postgres') {
    const page = sql<{ id: number; title: string }>`(
      select s.id, s.title, count(*) over () as total from products_search s
      where ${postgresWhere(query.search)}
      order by s.title, s.id limit ${limit} offset ${offset})`.as('page');
    const rows = await productsOf(page)
      .select(sql<number>`page.total`.as('total'))
      .execute();
    const total = rows[0]?.total ?? (offset > 0 ? (await countVisibleProducts(db, query)).total : 0);
    return { rows, total: Number(total) };
  }
  if (!usesTrigrams(query.search)) return;
  const { total } = await countVisibleProducts(db, query);
  if (total <= offset) return { rows: [], total };
  const page = sql<{ id: number; title: string }>`(
    select rowid as id, title from products_search where ${ftsWhere(query.search)}
    order by title, rowid limit ${limit} offset ${offset})`.as('page');
  return { rows: await productsOf(page).execute(), total };
}

type Count = { n: number };

/**
 * How many visible products match, and whether the category asked for exists (always true without
 * one), in one statement: a category page is then two statements, the count and its page.
 */
export async function countVisibleProducts(
  db: Kysely<DB>,
  filter: ProductFilter = {},
): Promise<{ total: number; categoryExists: boolean }> {
  const { categorySlug } = filter;
  if (isPlainSearch(filter)) {
    // The search index holds exactly the visible products: count there, without product rows.
    const { search } = filter;
    const count =
      dialectOf(db) === 'postgres'
        ? sql<Count>`select count(*) as n from products_search s where ${postgresWhere(search)}`
        : usesTrigrams(search)
          ? sql<Count>`select count(*) as n from products_search where ${ftsWhere(search)}`
          : undefined;
    if (count) return { total: Number((await count.execute(db)).rows[0]?.n ?? 0), categoryExists: true };
  }
  const counted = filteredProducts(db, filter).select((eb) => eb.fn.countAll<number>().as('n'));
  if (categorySlug === undefined) {
    return { total: Number((await counted.executeTakeFirstOrThrow()).n), categoryExists: true };
  }
  const row = await counted
    .select((eb) => eb.selectFrom('categories').select('id').where('slug', '=', categorySlug).as('category_id'))
    .executeTakeFirstOrThrow();
  return { total: Number(row.n), categoryExists: row.category_id !== null };
}

export function findVisibleProductBySlug(db: Kysely<DB>, slug: string) {
  return visibleProducts(db)
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(productColumns)
    .where('p.slug', '=', slug)
    .executeTakeFirst();
}

export function listCategories(db: Kysely<DB>) {
  return db
    .selectFrom('categories')
    .select(['id', 'slug', 'title', 'icon'])
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function findCategoryBySlug(db: Kysely<DB>, slug: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'slug', 'title', 'icon'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Id, slug and last change of visible products in id order: one index-ordered scan, no sort. */
export function listVisibleProductSlugs(db: Kysely<DB>, { limit, offset }: { limit: number; offset: number }) {
  return visibleProducts(db)
    .select(['p.id', 'p.slug', 'p.updated_at'])
    .orderBy('p.id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
}
