import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { postgresNameWords, sqliteIndexMarkSql, sqliteNameWords } from '../name-words.ts';
import { createSqliteSearch, dropSqliteSearch, foldHooked, sqliteNames } from './0018-catalogue-languages.ts';

/**
 * Translated names match at word starts (QA E20): "ugu" no longer finds "Tarugu", nor "ori"
 * "Koríko". The English title keeps matching anywhere ("oil" finds "Boiled").
 * - SQLite: the search table's `names` column holds each product's translated names with every
 *   separator (`nameSeparators`, spaces too) a mark (U+001F, shown here as "|") and a mark before
 *   and after ("|garin|zogale|200g|"), so the trigram phrase "|ugu" finds only words that begin
 *   with "ugu", "|gari|" only the whole word.
 * - PostgreSQL: `terms` now holds the folded English title only, and a new `names` column the
 *   folded translated names, separators made spaces, spaced at both ends (" garin zogale 200g "),
 *   each with its pg_trgm index: a word is `terms like '%ugu%' or names like '% ugu%'`.
 */
export const searchWordStarts = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'sqlite') return replaceSqliteSearch(db, wordStartNames);
    await sql`alter table products_search add column names text not null default ''`.execute(db);
    await postgresSync(db, sql`oja_fold_search(new.title)`, postgresNames(sql`new.id`));
    await sql`update products_search s set terms = oja_fold_search(s.title), names = ${postgresNames(sql`s.id`)}`.execute(
      db,
    );
    await sql`create index products_search_names on products_search using gin (names gin_trgm_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'sqlite') return replaceSqliteSearch(db, sqliteNames);
    await sql`drop index products_search_names`.execute(db);
    await sql`alter table products_search drop column names`.execute(db);
    await postgresSync(db, sql`oja_fold_search(new.title || coalesce(' ' || ${translatedTitles(sql`new.id`)}, ''))`);
    await sql`update products_search s set terms = oja_fold_search(s.title || coalesce(' ' || ${translatedTitles(
      sql`s.id`,
    )}, ''))`.execute(db);
  },
});

/** `p`'s translated names as 0018 folds them, separators made marks, marked at both ends; '' for none. */
const wordStartNames = sql`coalesce(${sqliteNameWords(
  foldHooked(sql`(select group_concat(t.title, ' ') from product_translations t where t.product_id = p.id)`),
  sqliteIndexMarkSql,
)}, '')`;

async function replaceSqliteSearch(db: Kysely<unknown>, names: RawBuilder<unknown>) {
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger if exists ${sql.ref(`product_translations_search_${event}`)}`.execute(db);
  }
  await dropSqliteSearch(db);
  await createSqliteSearch(db, names);
}

/** PostgreSQL: a product's translated titles, one text (null without any). */
const translatedTitles = (id: RawBuilder<unknown>) =>
  sql`(select string_agg(t.title, ' ') from product_translations t where t.product_id = ${id})`;

/** PostgreSQL: a product's translated names, folded, as `names` holds them ('' without any). */
const postgresNames = (id: RawBuilder<unknown>) =>
  sql`coalesce(${postgresNameWords(sql`oja_fold_search(${translatedTitles(id)})`)}, '')`;

/**
 * PostgreSQL: 0018's triggers with `terms` (and `names`, when given) from these expressions over
 * `new` (a product row; the translations' trigger reads the product's row in the search table).
 */
async function postgresSync(db: Kysely<unknown>, terms: RawBuilder<unknown>, names?: RawBuilder<unknown>) {
  const columns = names ? sql`(id, title, terms, names)` : sql`(id, title, terms)`;
  const values = names ? sql`(new.id, new.title, ${terms}, ${names})` : sql`(new.id, new.title, ${terms})`;
  const set = names
    ? sql`title = excluded.title, terms = excluded.terms, names = excluded.names`
    : sql`title = excluded.title, terms = excluded.terms`;
  await sql`create or replace function products_search_sync() returns trigger language plpgsql as $$
    begin
      if new.visible = 1 then
        insert into products_search ${columns} values ${values}
          on conflict (id) do update set ${set};
      else
        delete from products_search where id = new.id;
      end if;
      return null;
    end
  $$`.execute(db);
  const product = sql`product`;
  const reindex = names
    ? sql`update products_search s set names = ${postgresNames(product)} where s.id = product;`
    : sql`update products_search s set terms = oja_fold_search(s.title || coalesce(' ' || ${translatedTitles(
        product,
      )}, '')) where s.id = product;`;
  await sql`create or replace function product_translations_search_sync() returns trigger language plpgsql as $$
    declare
      product integer := case when tg_op = 'DELETE' then old.product_id else new.product_id end;
    begin
      ${reindex}
      return null;
    end
  $$`.execute(db);
}
