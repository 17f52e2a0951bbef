import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, PaymentsTable } from '../../db/schema.ts';

export type PaymentRow = Selectable<PaymentsTable>;

export function insertPayment(db: Kysely<DB>, row: Insertable<PaymentsTable>) {
  return db.insertInto('payments').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findPayment(db: Kysely<DB>, provider: string, reference: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export function findPaymentById(db: Kysely<DB>, id: number) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** What paying an order needs to know about it and its customer. */
export function findOrder(db: Kysely<DB>, where: { id: number } | { ref: string }) {
  const q = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('pickup_stations', 'pickup_stations.id', 'orders.pickup_station_id')
    .select([
      'orders.id',
      'orders.order_ref',
      'orders.user_id',
      'orders.state',
      'orders.order_reviewed',
      'orders.currency',
      'orders.total_minor',
      'orders.expires_at',
      'orders.delivery_from',
      'orders.delivery_to',
      'orders.pickup_station_name',
      'orders.payment_method',
      'orders.transfer_reference',
      'orders.address_state',
      'orders.address_country',
      'orders.address_phone',
      'orders.paid_at',
      'orders.delivery_method',
      // Where a pickup order is collected: the rules of pay on delivery read this, not the home address.
      'pickup_stations.state as station_state',
      'pickup_stations.country as station_country',
      'orders.language',
      'orders.created_at',
      'users.email',
      'users.first_name',
      'users.last_name',
    ]);
  return (
    'id' in where ? q.where('orders.id', '=', where.id) : q.where('orders.order_ref', '=', where.ref)
  ).executeTakeFirst();
}
export type PayableOrder = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

const changed = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) === 1;

/**
 * Records a verified success. Allowed from any other status, because money the provider confirms
 * must be recorded even after we gave up waiting (abandoned) — but only once: of several callers
 * at once exactly one sees `true`.
 */
export async function markSuccess(db: Kysely<DB>, id: number, raw: string, transactionId: string | null, now: number) {
  return changed(
    await db
      .updateTable('payments')
      .set({
        status: 'success',
        verified_at: now,
        raw_response: raw,
        failure_reason: null,
        provider_transaction_id: transactionId,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '!=', 'success')
      .executeTakeFirst(),
  );
}

/** A failure (declined, or a mismatch we refuse) ends a payment still open. */
export async function markFailed(db: Kysely<DB>, id: number, reason: string, raw: string | null, now: number) {
  return changed(
    await db
      .updateTable('payments')
      .set({ status: 'failed', verified_at: now, raw_response: raw, failure_reason: reason, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'abandoned'])
      .executeTakeFirst(),
  );
}

export async function markAbandoned(db: Kysely<DB>, id: number, reason: string, raw: string | null, now: number) {
  return changed(
    await db
      .updateTable('payments')
      .set({ status: 'abandoned', raw_response: raw, failure_reason: reason, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  );
}

export function setFailureReason(db: Kysely<DB>, id: number, reason: string) {
  return db.updateTable('payments').set({ failure_reason: reason }).where('id', '=', id).execute();
}

/** A signed webhook about a payment we stopped waiting for: look at it again. */
export function reopenAbandoned(db: Kysely<DB>, id: number, now: number) {
  return db
    .updateTable('payments')
    .set({ status: 'pending', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'abandoned')
    .execute();
}

/** Pending payments not looked at since `before` (creation counts as a look), oldest first. */
export function dueForReconciliation(db: Kysely<DB>, providers: string[], before: number, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'pending')
    .where('provider', 'in', providers)
    .where('updated_at', '<=', before)
    .orderBy('updated_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** Claims one pending payment for a check: one process asks the provider, the others skip it. */
export async function claimForCheck(db: Kysely<DB>, payment: PaymentRow, now: number) {
  return changed(
    await db
      .updateTable('payments')
      .set({ updated_at: now })
      .where('id', '=', payment.id)
      .where('status', '=', 'pending')
      .where('updated_at', '=', payment.updated_at)
      .executeTakeFirst(),
  );
}

/** Our references are unique across providers (random); the unique key is (provider, reference). */
export function findPaymentByReference(db: Kysely<DB>, reference: string) {
  return db.selectFrom('payments').selectAll().where('reference', '=', reference).orderBy('id').executeTakeFirst();
}

/** The payment a provider transaction is recorded on (unique per provider), if any. */
export function findPaymentByTransaction(db: Kysely<DB>, provider: string, transactionId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/** An order's payments, oldest first (the back office's order page). */
export function paymentsOfOrder(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('payments')
    .select([
      'id',
      'provider',
      'reference',
      'status',
      'amount_minor',
      'currency',
      'verified_at',
      'failure_reason',
      'created_at',
    ])
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
