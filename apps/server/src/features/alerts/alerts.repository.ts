import { sql, type Kysely } from 'kysely';
import { alertKinds, type AlertKind } from '@oja/shared/staff-alerts';
import type { DB } from '../../db/schema.ts';

// The alert kinds live in packages/shared (staff-alerts.ts): the back office's form lists them too.
export { alertKinds, type AlertKind };

/**
 * A product's low-stock line: its own `low_stock_threshold`, else the shop's LOW_STOCK_THRESHOLD.
 * "Low" is `quantity <= line`, as in the back office's low-stock list.
 */
export const lowStockLine = (defaultThreshold: number) =>
  sql<number>`coalesce(low_stock_threshold, ${defaultThreshold})`;

/** How many products are at or below their low-stock line now (the morning summary's figure). */
export async function countLowStock(db: Kysely<DB>, defaultThreshold: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<boolean>`quantity <= ${lowStockLine(defaultThreshold)}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The alerts this staff member asked for, in the order of `alertKinds`. */
export async function preferencesOf(db: Kysely<DB>, userId: number): Promise<AlertKind[]> {
  const rows = await db.selectFrom('staff_alert_preferences').select('kind').where('user_id', '=', userId).execute();
  const chosen = new Set(rows.map((r) => r.kind));
  return alertKinds.filter((k) => chosen.has(k));
}

/** Replaces the staff member's choice with `kinds`, in one transaction. */
export async function setPreferences(db: Kysely<DB>, userId: number, kinds: readonly AlertKind[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_alert_preferences').where('user_id', '=', userId).execute();
    const unique = [...new Set(kinds)];
    if (unique.length > 0) {
      await trx
        .insertInto('staff_alert_preferences')
        .values(unique.map((kind) => ({ user_id: userId, kind })))
        .execute();
    }
  });
}
