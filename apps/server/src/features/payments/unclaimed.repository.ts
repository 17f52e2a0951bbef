import type { Kysely, Selectable } from 'kysely';
import type { DB, UnclaimedPaymentsTable } from '../../db/schema.ts';

export type UnclaimedRow = Selectable<UnclaimedPaymentsTable>;

type NewUnclaimed = Pick<
  UnclaimedRow,
  | 'provider'
  | 'provider_transaction_id'
  | 'reference'
  | 'amount_minor'
  | 'currency'
  | 'customer_email'
  | 'provider_created_at'
  | 'raw_response'
>;

/** Keeps a transaction once per provider and id: false when it was kept before. */
export async function keep(db: Kysely<DB>, row: NewUnclaimed, now = Date.now()) {
  const inserted = await db
    .insertInto('unclaimed_payments')
    .values({ ...row, status: 'unclaimed', created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['provider', 'provider_transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** An order took the transaction: it leaves the list (if it was on it). */
export function markMatched(
  db: Kysely<DB>,
  provider: string,
  transactionId: string,
  orderId: number,
  staffId: number | null,
  now: number,
) {
  return db
    .updateTable('unclaimed_payments')
    .set({ status: 'matched', order_id: orderId, resolved_by: staffId, resolved_at: now, updated_at: now })
    .where('provider', '=', provider)
    .where('provider_transaction_id', '=', transactionId)
    .where('status', '=', 'unclaimed')
    .execute();
}

/** Claims one unclaimed row for its refund: of several callers exactly one gets it. */
export async function markRefunded(db: Kysely<DB>, id: number, staffId: number | null, now: number) {
  const r = await db
    .updateTable('unclaimed_payments')
    .set({ status: 'refunded', resolved_by: staffId, resolved_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'unclaimed')
    .returningAll()
    .executeTakeFirst();
  return r ?? null;
}

export function setRefundId(db: Kysely<DB>, id: number, refundId: number) {
  return db.updateTable('unclaimed_payments').set({ refund_id: refundId }).where('id', '=', id).execute();
}

export function findUnclaimed(db: Kysely<DB>, id: number) {
  return db.selectFrom('unclaimed_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The list staff see: open ones first (oldest first), then the last resolved ones. */
export async function listUnclaimed(db: Kysely<DB>, limit = 200) {
  const open = await db
    .selectFrom('unclaimed_payments')
    .selectAll()
    .where('status', '=', 'unclaimed')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  const resolved = await db
    .selectFrom('unclaimed_payments')
    .selectAll()
    .where('status', '!=', 'unclaimed')
    .orderBy('resolved_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return [...open, ...resolved];
}

/** Open rows kept before `before`: due for their refund. */
export async function dueForRefund(db: Kysely<DB>, before: number, limit: number) {
  const rows = await db
    .selectFrom('unclaimed_payments')
    .select('id')
    .where('status', '=', 'unclaimed')
    .where('created_at', '<', before)
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
