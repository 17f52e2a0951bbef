import type { Kysely } from 'kysely';
import type { DB, OrderEventsTable } from '../../db/schema.ts';
import * as repo from './orders.repository.ts';

interface TransitionActor {
  kind: OrderEventsTable['actor_kind'];
  userId: number | null;
}

/**
 * Ends an unpaid order (cancelled by its customer, or expired). The conditional state update
 * decides: of several callers at once (two expiry runs, a cancel racing the expiry), exactly one
 * wins, and only the winner returns the stock and records the event. Run inside a transaction.
 */
export async function closeUnpaidOrder(
  trx: Kysely<DB>,
  orderId: number,
  to: 'cancelled' | 'expired',
  actor: TransitionActor,
): Promise<boolean> {
  if (!(await repo.transitionState(trx, orderId, ['awaiting'], to))) return false;
  const items = await repo.orderItems(trx, orderId);
  for (const item of items.sort((a, b) => a.product_id - b.product_id)) {
    await repo.returnStock(trx, item.product_id, item.quantity);
  }
  await repo.insertEvent(trx, {
    order_id: orderId,
    from_state: 'awaiting',
    to_state: to,
    actor_kind: actor.kind,
    actor_user_id: actor.userId,
    note: to === 'expired' ? 'not paid in time; stock returned' : 'cancelled by the customer; stock returned',
  });
  return true;
}

/**
 * A verified payment opens an unpaid order: awaiting → opened with `paid_at`, recorded as done by
 * the payment provider. The conditional update decides: of several callers at once (webhooks, the
 * browser's return, reconciliation, a second payment of the same order) exactly one sees `true`.
 * Run inside the transaction that records the payment.
 */
export async function openPaidOrder(
  trx: Kysely<DB>,
  orderId: number,
  note: string,
  now = Date.now(),
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ state: 'opened', paid_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('state', '=', 'awaiting')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await repo.insertEvent(trx, {
    order_id: orderId,
    from_state: 'awaiting',
    to_state: 'opened',
    actor_kind: 'provider',
    actor_user_id: null,
    note,
  });
  return true;
}
