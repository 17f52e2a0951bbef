import { sql, type RawBuilder } from 'kysely';
import { nameSeparators } from '@oja/shared/catalog-languages';

/**
 * Names as the search compares them at word starts (E20, migration 0040): every separator of
 * `nameSeparators` a mark, and a mark before and after, so " gari" (the mark, then "gari") finds a
 * word that begins with "gari" and " gari " the whole word, with a plain substring test (an FTS5
 * trigram phrase, LIKE). Accents, tone marks and case stay for the index to fold (SQLite) or are
 * folded already (PostgreSQL).
 */
export function sqliteNameWords(text: RawBuilder<unknown>, mark: RawBuilder<unknown> = sql`' '`) {
  let marked = text;
  for (const separator of nameSeparators) marked = sql`replace(${marked}, ${sql.lit(separator)}, ${mark})`;
  return sql`(${mark} || ${marked} || ${mark})`;
}

/**
 * The mark of SQLite's indexed names: U+001F (unit separator), which no title holds, so the
 * trigrams of a word start (mark + two letters) are the names' own and few. A space there would
 * share its trigrams with every word of every English title, and each search would read them.
 */
export const sqliteIndexMark = '\u001f';
export const sqliteIndexMarkSql = sql`char(31)`;

/** PostgreSQL: the same with spaces, with translate() in one call. */
export const postgresNameWords = (text: RawBuilder<unknown>) =>
  sql`(' ' || translate(${text}, ${sql.lit(nameSeparators)}, ${sql.lit(' '.repeat(nameSeparators.length))}) || ' ')`;
