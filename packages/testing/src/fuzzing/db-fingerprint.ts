import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
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
 * equal fingerprints mean nothing was inserted, changed or deleted in between.
 */
export async function fingerprint(db: Kysely<DB>): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await tablesOf(db)) {
    const rows = (await db
      .selectFrom(table as keyof DB)
      .selectAll()
      .execute()) as Record<string, unknown>[];
    const lines = rows.map(rowText).sort();
    result[table] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return result;
}

/** The tables whose fingerprints differ, e.g. ["orders", "order_events"]. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
