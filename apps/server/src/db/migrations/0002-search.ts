import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';

/**
 * Product title search that stays fast at 100,000 products: a trigram index on each database,
 * answering "title contains this text, ignoring case" for texts of three characters or more.
 *
 * - SQLite: an FTS5 table with the trigram tokenizer (case-insensitive), holding only the titles
 *   (external content: the text stays in `products`); triggers keep it in step with every insert,
 *   update of a title and delete.
 * - PostgreSQL: `pg_trgm` and a GIN index on `lower(title)`, which `lower(title) LIKE '%…%'` uses.
 *   pg_trgm is a trusted extension: a database owner may create it without being a superuser.
 */
export const search = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index products_title_trgm on products using gin (lower(title) gin_trgm_ops)`.execute(db);
      return;
    }
    await sql`create virtual table products_search using fts5(
      title, content = 'products', content_rowid = 'id', tokenize = 'trigram'
    )`.execute(db);
    await sql`create trigger products_search_insert after insert on products begin
      insert into products_search (rowid, title) values (new.id, new.title);
    end`.execute(db);
    await sql`create trigger products_search_delete after delete on products begin
      insert into products_search (products_search, rowid, title) values ('delete', old.id, old.title);
    end`.execute(db);
    await sql`create trigger products_search_update after update of title on products begin
      insert into products_search (products_search, rowid, title) values ('delete', old.id, old.title);
      insert into products_search (rowid, title) values (new.id, new.title);
    end`.execute(db);
    await sql`insert into products_search (products_search) values ('rebuild')`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`drop index if exists products_title_trgm`.execute(db);
      return;
    }
    for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update']) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table if exists products_search`.execute(db);
  },
});
