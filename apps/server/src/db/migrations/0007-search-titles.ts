import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { createSqliteSearch } from './0002-search.ts';

/**
 * SQLite: the trigram search table keeps its own copy of the visible products' titles.
 *
 * 0002 made it an external-content FTS5 table over the products, so ordering matches by title read
 * every matching product row (descriptions and all) to fetch its title: at 100,000 products a word
 * found in 5,000 titles cost 5,000 wide-row lookups before a page of 24 could be chosen. With the
 * titles stored in the FTS table (a narrow table of rowid and title), a plain search picks its page
 * there and reads only the page's product rows, as PostgreSQL already does with its narrow
 * `products_search` table. PostgreSQL is unchanged.
 */
export const searchTitles = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') return;
    await dropSqliteSearch(db);
    await sql`create virtual table products_search using fts5(title, tokenize = 'trigram')`.execute(db);
    await sql`create trigger products_search_insert after insert on products when new.visible = 1 begin
      insert into products_search (rowid, title) values (new.id, new.title);
    end`.execute(db);
    await sql`create trigger products_search_delete after delete on products when old.visible = 1 begin
      delete from products_search where rowid = old.id;
    end`.execute(db);
    await sql`create trigger products_search_update after update of title, visible on products begin
      delete from products_search where rowid = old.id;
      insert into products_search (rowid, title) select new.id, new.title where new.visible = 1;
    end`.execute(db);
    await sql`insert into products_search (rowid, title) select id, title from products where visible = 1`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'postgres') return;
    await dropSqliteSearch(db);
    await createSqliteSearch(db);
  },
});

async function dropSqliteSearch(db: Kysely<unknown>) {
  for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update']) {
    await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
  }
  await sql`drop table if exists products_search`.execute(db);
  await sql`drop view if exists products_search_source`.execute(db);
}
