import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';
import { hookedLetters, plainLetters } from '@oja/shared/catalog-languages';
import type { Dialect } from '../connection.ts';
import { notNull, withId } from './columns.ts';
import { starterSynonyms } from './0018-starter-synonyms.ts';

/**
 * Names per language and search across languages and spellings (issue 19, decision 0035).
 *
 * - `product_translations` (title, description) and `category_translations` (title) per product or
 *   category and language (pcm, yo, ha, ig); English stays in the products and categories tables.
 * - `search_synonyms`: groups of equivalent search terms ("egusi", "melon seeds"), staff-edited,
 *   seeded with a starter list.
 * - The search table now indexes every name: the English title and every translated title,
 *   folded (accents and tone marks dropped, ɓ ɗ ƙ ƴ made plain, lower case), so any name in any
 *   language finds the product. Triggers keep it in step with products and translations.
 *   SQLite: FTS5 trigram with `remove_diacritics 1` over `title` and `names` (the translated
 *   names, hooked letters folded by the trigger, as they have no decomposition). PostgreSQL:
 *   `terms`, folded by `oja_fold_search()`, an immutable SQL function doing what
 *   `foldSearchText` does in the application.
 * - Changes to translations and synonyms bump the catalogue generation, like products do (0008),
 *   so kept catalogue answers (names per language, search results) are never older than them.
 */
export const catalogueLanguages = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('product_translations')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('lang', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('product_translations_pk', ['product_id', 'lang'])
      .execute();
    await db.schema
      .createTable('category_translations')
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
      .addColumn('lang', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addPrimaryKeyConstraint('category_translations_pk', ['category_id', 'lang'])
      .execute();
    await withId(db.schema.createTable('search_synonyms'), dialect)
      .addColumn('position', 'integer', notNull)
      /** The group's terms as a JSON array of strings, as staff wrote them. */
      .addColumn('terms', 'text', notNull)
      .execute();
    await db
      .insertInto('search_synonyms' as never)
      .values(starterSynonyms.map((terms, position) => ({ position, terms: JSON.stringify(terms) })) as never)
      .execute();

    const counted = ['product_translations', 'category_translations', 'search_synonyms'];
    if (dialect === 'postgres') {
      for (const table of counted) {
        await sql`create constraint trigger ${sql.ref(`${table}_catalogue_generation`)}
          after insert or update or delete on ${sql.table(table)}
          deferrable initially deferred
          for each row execute function catalogue_generation_bump()`.execute(db);
      }
      // translate() drops the combining marks (U+0300–U+036F): cheaper than a regular expression.
      await sql`create function oja_fold_search(text) returns text language sql immutable parallel safe as $$
        select lower(translate(normalize($1, NFD), ${sql.lit(hookedLetters + combiningMarks)}, ${sql.lit(plainLetters)}))
      $$`.execute(db);
      await sql`drop index products_search_trgm`.execute(db);
      await sql`alter table products_search drop column title_lower`.execute(db);
      await sql`alter table products_search add column terms text not null default ''`.execute(db);
      // A product row's own change: one upsert or delete, as 0002's (bulk loads stay fast).
      await sql`create or replace function products_search_sync() returns trigger language plpgsql as $$
        begin
          if new.visible = 1 then
            insert into products_search (id, title, terms)
              values (new.id, new.title, oja_fold_search(new.title || coalesce(' ' || (
                select string_agg(t.title, ' ') from product_translations t where t.product_id = new.id), '')))
              on conflict (id) do update set title = excluded.title, terms = excluded.terms;
          else
            delete from products_search where id = new.id;
          end if;
          return null;
        end
      $$`.execute(db);
      // A translation never changes visibility: the product's row, if it has one, gets its names again.
      await sql`create function product_translations_search_sync() returns trigger language plpgsql as $$
        declare
          product integer := case when tg_op = 'DELETE' then old.product_id else new.product_id end;
        begin
          update products_search s set terms = oja_fold_search(s.title || coalesce(' ' || (
              select string_agg(t.title, ' ') from product_translations t where t.product_id = product), ''))
            where s.id = product;
          return null;
        end
      $$`.execute(db);
      await sql`create trigger product_translations_search_sync after insert or update or delete on product_translations
        for each row execute function product_translations_search_sync()`.execute(db);
      await sql`update products_search s set terms = oja_fold_search(p.title) from products p where p.id = s.id`.execute(
        db,
      );
      await sql`create index products_search_terms on products_search using gin (terms gin_trgm_ops)`.execute(db);
      return;
    }

    for (const table of counted) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.ref(`${table}_catalogue_generation_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin
            update catalogue_generation set value = value + 1 where id = 1;
          end`.execute(db);
      }
    }
    await dropSqliteSearch(db);
    await createSqliteSearch(db, sqliteNames);
  },

  async down(db: Kysely<unknown>) {
    const counted = ['product_translations', 'category_translations', 'search_synonyms'];
    if (dialect === 'postgres') {
      await sql`drop trigger product_translations_search_sync on product_translations`.execute(db);
      await sql`drop function product_translations_search_sync()`.execute(db);
      for (const table of counted) {
        await sql`drop trigger ${sql.ref(`${table}_catalogue_generation`)} on ${sql.table(table)}`.execute(db);
      }
      await sql`create or replace function products_search_sync() returns trigger language plpgsql as $$
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
      await sql`drop index products_search_terms`.execute(db);
      await sql`alter table products_search drop column terms`.execute(db);
      await sql`alter table products_search add column title_lower text`.execute(db);
      await sql`update products_search set title_lower = lower(title)`.execute(db);
      await sql`alter table products_search alter column title_lower set not null`.execute(db);
      await sql`create index products_search_trgm on products_search using gin (title_lower gin_trgm_ops)`.execute(db);
      await sql`drop function oja_fold_search(text)`.execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`drop trigger ${sql.ref(`product_translations_search_${event}`)}`.execute(db);
        for (const table of counted) {
          await sql`drop trigger ${sql.ref(`${table}_catalogue_generation_${event}`)}`.execute(db);
        }
      }
      await dropSqliteSearch(db);
      // 0007's table of titles, as it was.
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
      await sql`insert into products_search (rowid, title) select id, title from products where visible = 1`.execute(
        db,
      );
    }
    for (const table of ['search_synonyms', 'category_translations', 'product_translations']) {
      await db.schema.dropTable(table).execute();
    }
  },
});

/**
 * SQLite: the FTS5 search table over the visible products, `names` each product's translated
 * names as the expression gives them from `p` (0018: folded hooked letters; 0040: word starts
 * too), and the triggers that keep it in step with products and translations.
 */
export async function createSqliteSearch(db: Kysely<unknown>, names: RawBuilder<unknown>) {
  // Two indexed columns: the English title as before (ordering reads it), and the translated
  // names, empty for most products, so each match's row stays as narrow as 0007's.
  await sql`create virtual table products_search using fts5(
    title, names, tokenize = 'trigram remove_diacritics 1'
  )`.execute(db);
  const reindex = (id: RawBuilder<unknown>) => sql`
    delete from products_search where rowid = ${id};
    insert into products_search (rowid, title, names)
      select p.id, p.title, ${names} from products p where p.id = ${id} and p.visible = 1;`;
  await sql`create trigger products_search_insert after insert on products when new.visible = 1 begin
    ${reindex(sql`new.id`)}
  end`.execute(db);
  await sql`create trigger products_search_delete after delete on products when old.visible = 1 begin
    delete from products_search where rowid = old.id;
  end`.execute(db);
  await sql`create trigger products_search_update after update of title, visible on products begin
    ${reindex(sql`new.id`)}
  end`.execute(db);
  for (const [event, row] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.ref(`product_translations_search_${event}`)}
      after ${sql.raw(event)} on product_translations begin
      ${reindex(sql.raw(`${row}.product_id`))}
    end`.execute(db);
  }
  await sql`insert into products_search (rowid, title, names)
    select p.id, p.title, ${names} from products p where p.visible = 1`.execute(db);
}

/** U+0300–U+036F, the combining diacritical marks that NFD splits off letters. */
const combiningMarks = Array.from({ length: 0x70 }, (_, i) => String.fromCharCode(0x300 + i)).join('');

/** SQLite: `p`'s translated names, ɓ ɗ ƙ ƴ made plain (FTS5's remove_diacritics folds the rest). */
export const sqliteNames = foldHooked(
  sql`coalesce((select group_concat(t.title, ' ') from product_translations t where t.product_id = p.id), '')`,
);

/** SQLite: ɓ ɗ ƙ ƴ (and capitals) made plain; FTS5's remove_diacritics folds the rest. */
export function foldHooked(text: RawBuilder<unknown>): RawBuilder<unknown> {
  let folded = text;
  [...hookedLetters].forEach((letter, i) => {
    folded = sql`replace(${folded}, ${sql.lit(letter)}, ${sql.lit(plainLetters[i]!)})`;
  });
  return folded;
}

export async function dropSqliteSearch(db: Kysely<unknown>) {
  for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update']) {
    await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
  }
  await sql`drop table if exists products_search`.execute(db);
}
