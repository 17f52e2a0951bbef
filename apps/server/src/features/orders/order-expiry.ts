import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { runPeriodically } from '../../periodic.ts';
import { deleteStaleGuestCarts } from '../cart/index.ts';
import { transition } from './order-lifecycle.ts';
import * as repo from './orders.repository.ts';

/**
 * Marks every unpaid order whose time is up as expired and returns its stock: awaiting payment, or
 * accepted for pay on delivery and not dispatched by staff in time. Safe to run in
 * several processes at once: each order is closed by whichever run wins its conditional update.
 */
export async function expireDueOrders(db: Kysely<DB>, now = Date.now(), batchSize = 100): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await repo.dueForExpiry(db, now, batchSize);
    for (const { id, state } of due) {
      const won = await db.transaction().execute((trx) =>
        transition(trx, {
          step: 'expire',
          orderId: id,
          from: state,
          actor: { kind: 'system', userId: null },
          note:
            state === 'on_delivery'
              ? 'pay on delivery: not dispatched in time; stock returned'
              : 'not paid in time; stock returned',
        }),
      );
      if (won) expired++;
    }
    if (due.length < batchSize) return expired;
  }
}

/**
 * Runs the order housekeeping every `intervalMs` (expiry, stale guest carts, old idempotency
 * keys); a run never overlaps the previous one in this process. Returns a stop function that waits
 * for a run in progress.
 */
export function startOrderJobs(db: Kysely<DB>, log: FastifyBaseLogger, intervalMs = 60_000) {
  return runPeriodically(
    async () => {
      const expired = await expireDueOrders(db);
      const carts = await deleteStaleGuestCarts(db);
      const keys = await repo.deleteOldIdempotencyKeys(db, Date.now() - 7 * 24 * 3_600_000);
      if (expired + carts + keys > 0) log.info({ expired, carts, keys }, 'order housekeeping');
    },
    { job: 'order_housekeeping', intervalMs, log, failure: 'order housekeeping failed' },
  );
}
