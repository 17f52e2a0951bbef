import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';

/**
 * Catalogue reads that stay fast at 100,000 products (see docs/performance.md).
 *
 * Title search, "the title contains this text, ignoring case", for texts of 3+ characters:
 * - SQLite: an FTS5 table with the trigram tokenizer (case-insensitive) over the titles of visible
 *   products. Its content is the view `products_search_source`, so the index never holds hidden
 *   products and `rebuild` rebuilds exactly that; triggers keep it in step with every insert,
 *   delete and change of a title or of visibility.
 * - PostgreSQL: `products_search`, a narrow table of the visible products' titles (as shown, and
 *   lower-cased) kept by a trigger, with a `pg_trgm` GIN index that `title_lower LIKE '%…%'` uses.
 *   Counting and ordering matches there reads a few small pages instead of whole product rows.
 *   pg_trgm is a trusted extension: the database owner may create it without being a superuser.
 *
 * B-tree indexes serve the listing orders, so a page of 24 is read in index order instead of
 * sorting a whole category or catalogue: by title, by the price a buyer pays in each currency
 * (the same expressions the queries sort by), and by rating (the home page's sample). They are
 * partial (`where visible = 1`, which the queries state literally): smaller, and a flag column at
 * the head of an index would look selective to SQLite's planner when it has no statistics.
 */
const effectiveUsd = sql`coalesce(sale_price_usd_cents, price_usd_cents)`;
const effectiveNgn = sql`coalesce(sale_price_ngn_kobo, price_ngn_kobo)`;
const ratingOrder = sql`(case when rating_count = 0 then 0 else rating_sum * 1.0 / rating_count end) desc, rating_count desc`;

const orderIndexes: [string, ReturnType<typeof sql>][] = [
  // "visible" at the end makes it cover a scan for short search texts (count by title).
  ['products_visible_title', sql`title, id, visible`],
  ['products_category_title', sql`category_id, title, id`],
  ['products_visible_price_usd', sql`(${effectiveUsd}), id`],
  ['products_visible_price_ngn', sql`(${effectiveNgn}), id`],
  ['products_category_price_usd', sql`category_id, (${effectiveUsd}), id`],
  ['products_category_price_ngn', sql`category_id, (${effectiveNgn}), id`],
  ['products_visible_rating', sql`${ratingOrder}, id`],
];

export const search = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const [name, columns] of orderIndexes) {
      await sql`create index ${sql.ref(name)} on products (${columns}) where visible = 1`.execute(db);
    }
    if (dialect === 'postgres') {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create table products_search (
        id integer primary key references products (id) on delete cascade,
        title text not null,
        title_lower text not null
      )`.execute(db);
      await sql`create index products_search_trgm on products_search using gin (title_lower gin_trgm_ops)`.execute(db);
      await sql`create function products_search_sync() returns trigger language plpgsql as $$
        begin
          if new.visible = 1 then
            insert into products_search (id, title, title_lower) values (new.id, new.title, lower(new.title))
              on conflict (id) do update set title = excluded.title, title_lower = excluded.title_lower;
          else
            delete from products_search where id = new.id;
          end if;
          return null;
        end
      $$`.execute(db);
      await sql`create trigger products_search_sync after insert or update of title, visible on products
        for each row execute function products_search_sync()`.execute(db);
      await sql`insert into products_search (id, title, title_lower)
        select id, title, lower(title) from products where visible = 1`.execute(db);
      return;
    }
    await createSqliteSearch(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`drop trigger if exists products_search_sync on products`.execute(db);
      await sql`drop function if exists products_search_sync()`.execute(db);
      await sql`drop table if exists products_search`.execute(db);
    } else {
      for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update']) {
        await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
      }
      await sql`drop table if exists products_search`.execute(db);
      await sql`drop view if exists products_search_source`.execute(db);
    }
    for (const [name] of orderIndexes) await sql`drop index if exists ${sql.ref(name)}`.execute(db);
  },
});

/** SQLite's external-content trigram table of this migration (0007 replaced it; its `down` restores it). */
export async function createSqliteSearch(db: Kysely<unknown>) {
  await sql`create view products_search_source as select id, title from products where visible = 1`.execute(db);
  await sql`create virtual table products_search using fts5(
    title, content = 'products_search_source', content_rowid = 'id', tokenize = 'trigram'
  )`.execute(db);
  await sql`create trigger products_search_insert after insert on products when new.visible = 1 begin
    insert into products_search (rowid, title) values (new.id, new.title);
  end`.execute(db);
  await sql`create trigger products_search_delete after delete on products when old.visible = 1 begin
    insert into products_search (products_search, rowid, title) values ('delete', old.id, old.title);
  end`.execute(db);
  await sql`create trigger products_search_update after update of title, visible on products begin
    insert into products_search (products_search, rowid, title) select 'delete', old.id, old.title where old.visible = 1;
    insert into products_search (rowid, title) select new.id, new.title where new.visible = 1;
  end`.execute(db);
  await sql`insert into products_search (products_search) values ('rebuild')`.execute(db);
}
