import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '@oja/server/db/connection';
import type { DB } from '@oja/server/db/schema';

/**
 * Tables a refused request may change by design, and why. Nothing else may change.
 * - rate_limit_hits: a refused sign-in counts against the limit; that is what the limit is for.
 */
export const changedByRefusals: Record<string, string> = {
  rate_limit_hits: 'a failed sign-in is counted against the sign-in limit',
};

const tableNames = new WeakMap<Kysely<DB>, Promise<string[]>>();

/** Every table the migrations made (views left out: their tables are read anyway). */
function tablesOf(db: Kysely<DB>): Promise<string[]> {
  let names = tableNames.get(db);
  if (!names) {
    names = db.introspection.getTables().then((tables) =>
      tables
        .filter((t) => !t.isView && !(t.name in changedByRefusals))
        .map((t) => t.name)
        .sort(),
    );
    tableNames.set(db, names);
  }
  return names;
}

/** A row as text that is the same on SQLite and PostgreSQL (numbers and bigint strings alike). */
const rowText = (row: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(row)
      .sort()
      .map((k) => [
        k,
        row[k] === null ? null : String(row[k] instanceof Buffer ? (row[k] as Buffer).toString('hex') : row[k]),
      ]),
  );

/**
 * A fingerprint of every table's rows: per table its row count and a hash of its sorted rows. Two
 * equal fingerprints mean nothing was inserted, changed or deleted in between. Fingerprints are
 * compared within one database only.
 */
export async function fingerprint(db: Kysely<DB>): Promise<Record<string, string>> {
  const tables = await tablesOf(db);
  return dialectOf(db) === 'postgres' ? fingerprintInPostgres(db, tables) : fingerprintRows(db, tables);
}

/** SQLite, in process: every table's rows read and hashed here. */
async function fingerprintRows(db: Kysely<DB>, tables: string[]) {
  const result: Record<string, string> = {};
  for (const table of tables) {
    const rows = (await db
      .selectFrom(table as keyof DB)
      .selectAll()
      .execute()) as Record<string, unknown>[];
    const lines = rows.map(rowText).sort();
    result[table] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return result;
}

/**
 * PostgreSQL hashes each table's rows itself, all tables in one statement: the fuzz suite takes a
 * fingerprint after every write, and reading every row of about 60 tables over the wire each time
 * made the suite half of the PostgreSQL run.
 */
async function fingerprintInPostgres(db: Kysely<DB>, tables: string[]) {
  const perTable = tables.map(
    (table) =>
      sql`select ${table} as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print from ${sql.table(table)} t`,
  );
  const { rows } = await sql<{ name: string; print: string }>`${sql.join(perTable, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}

/** The tables whose fingerprints differ, e.g. ["orders", "order_events"]. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
