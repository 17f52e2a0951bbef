import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { enqueueMail, staffAlertMail, type StaffAlert } from '../../mail/index.ts';
import { lowStockLine } from './alerts.repository.ts';

/**
 * Queues `alert` for every staff member who asked for it (a staff_alert_preferences row), in the
 * caller's transaction: committed with the event that causes it, or not at all. Returns how many.
 */
export async function alertStaff(
  trx: Kysely<DB>,
  alert: StaffAlert,
  publicUrl: string | undefined,
  now = Date.now(),
): Promise<number> {
  const staff = await trx
    .selectFrom('users')
    .innerJoin('staff_alert_preferences as p', 'p.user_id', 'users.id')
    .select(['users.email', 'users.first_name', 'users.language'])
    .where('users.role', '=', 'staff')
    .where('p.kind', '=', alert.kind)
    .orderBy('users.id')
    .execute();
  for (const to of staff) await enqueueMail(trx, staffAlertMail(to, alert, publicUrl), now);
  return staff.length;
}

/**
 * After `taken` units of a product were reserved in this transaction: alerts staff when its stock
 * has just crossed its low-stock line (the product's `low_stock_threshold`, else the shop's
 * LOW_STOCK_THRESHOLD). "Low" is `quantity <= threshold`, as in the back office's low-stock list,
 * so the alert is sent by the order that takes it from above the line to on or below it, once.
 */
export async function alertIfStockCrossed(
  trx: Kysely<DB>,
  productId: number,
  taken: number,
  defaultThreshold: number,
  publicUrl: string | undefined,
  now = Date.now(),
) {
  const row = await trx
    .selectFrom('products')
    .select(['title', 'quantity', lowStockLine(defaultThreshold).as('threshold')])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!row) return 0;
  const threshold = Number(row.threshold);
  const after = Number(row.quantity);
  if (!(after <= threshold && after + taken > threshold)) return 0;
  return alertStaff(trx, { kind: 'low_stock', product: row.title, quantity: after, threshold }, publicUrl, now);
}
