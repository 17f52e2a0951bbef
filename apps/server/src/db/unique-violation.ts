/** Where a unique index refused a row: the table and column it covers. */
export interface UniqueTarget {
  table: string;
  column: string;
}

/**
 * A unique index refused a row, on either database: PostgreSQL's code 23505, SQLite's
 * SQLITE_CONSTRAINT_UNIQUE. With a target, only a refusal by the index on that column counts
 * (PostgreSQL names the constraint, e.g. `orders_order_ref_key`; SQLite names the column in its
 * message, "UNIQUE constraint failed: orders.order_ref").
 */
export function isUniqueViolation(error: unknown, target?: UniqueTarget): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code === '23505') return !target || (typeof e.constraint === 'string' && e.constraint.includes(target.column));
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE') {
    return !target || (typeof e.message === 'string' && e.message.includes(`${target.table}.${target.column}`));
  }
  return false;
}
