import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';
import type { Dialect } from '../connection.ts';

/** Column helpers that hide the few places where SQLite and PostgreSQL DDL differ. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return table.addColumn('id', 'integer', (col) =>
    dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
  );
}

export const notNull = (col: ColumnDefinitionBuilder) => col.notNull();

/** A 0/1 flag: SQLite has no boolean type and cannot bind JS booleans, so both use integers. */
export const flag = (name: string, defaultValue: 0 | 1) => (col: ColumnDefinitionBuilder) =>
  col
    .notNull()
    .defaultTo(defaultValue)
    .check(sql`${sql.ref(name)} in (0, 1)`);

export const inList = (name: string, values: readonly string[]) =>
  sql`${sql.ref(name)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
