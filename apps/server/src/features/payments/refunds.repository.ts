import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB, PaymentRefundsTable } from '../../db/schema.ts';

export type RefundRow = Selectable<PaymentRefundsTable>;

/** Records a refund once per provider and reference: null when one was recorded before. */
export async function insertRefund(db: Kysely<DB>, row: Insertable<PaymentRefundsTable>) {
  const inserted = await db
    .insertInto('payment_refunds')
    .values(row)
    .onConflict((oc) => oc.columns(['provider', 'provider_reference']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/**
 * Claims a refund that is due for a call to the provider: of several processes (or a webhook and
 * a return at once) exactly one gets the row; the others see undefined. The claim holds the row
 * for `leaseMs`, after which a process that died mid-call is retried.
 */
export function claimRefund(db: Kysely<DB>, id: number, now: number, leaseMs: number) {
  return db
    .updateTable('payment_refunds')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: now + leaseMs, updated_at: now }))
    .where('id', '=', id)
    .where('status', '=', 'requested')
    .where('next_attempt_at', '<=', now)
    .returningAll()
    .executeTakeFirst();
}

export function markSucceeded(db: Kysely<DB>, id: number, refundId: string, providerStatus: string, now: number) {
  return db
    .updateTable('payment_refunds')
    .set({
      status: 'succeeded',
      provider_refund_id: refundId,
      provider_status: providerStatus.slice(0, 50),
      error: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Failed for now: `retryAt` null means never again by itself (staff act). */
export function markError(db: Kysely<DB>, id: number, error: string, retryAt: number | null, now: number) {
  return db
    .updateTable('payment_refunds')
    .set({
      status: retryAt === null ? 'failed' : 'requested',
      error: error.slice(0, 500),
      next_attempt_at: retryAt ?? now,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function dueRefunds(db: Kysely<DB>, now: number, limit: number) {
  const rows = await db
    .selectFrom('payment_refunds')
    .select('id')
    .where('status', '=', 'requested')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export function refundsOfOrder(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * Refunds staff should know about: failed ones (to do by hand in the provider's dashboard) and
 * ones the provider has not accepted yet after a failed call (still retried), failed first. One
 * statement: the counts are window sums over every such refund, computed before the limit.
 */
export async function refundsNeedingAttention(db: Kysely<DB>, limit: number) {
  const rows = await db
    .selectFrom('payment_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .where((eb) =>
      eb.or([eb('r.status', '=', 'failed'), eb.and([eb('r.status', '=', 'requested'), eb('r.error', 'is not', null)])]),
    )
    .select(['r.id', 'o.id as order_id', 'o.order_ref', 'r.status', 'r.amount_minor', 'r.currency'])
    .select([
      sql<number>`sum(case when r.status = 'failed' then 1 else 0 end) over ()`.as('failed_count'),
      sql<number>`sum(case when r.status = 'requested' then 1 else 0 end) over ()`.as('retrying_count'),
    ])
    .orderBy(sql`case when r.status = 'failed' then 0 else 1 end`)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return {
    failed: Number(rows[0]?.failed_count ?? 0),
    retrying: Number(rows[0]?.retrying_count ?? 0),
    refunds: rows.map(({ failed_count: _f, retrying_count: _r, ...refund }) => refund),
  };
}
