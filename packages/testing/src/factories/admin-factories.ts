import type { Kysely } from 'kysely';
import type { DB } from '@oja/server/db/schema';
import { transition } from '@oja/server/features/orders/index';

/**
 * Test setup for back-office tests: a verified payment of the order's total, and the order opened
 * by the same transition the payment service uses (the payment flow itself is tested there).
 */
export async function markPaid(db: Kysely<DB>, orderId: number, now = Date.now()) {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('payments')
      .values({
        order_id: orderId,
        provider: 'test',
        reference: `test-${orderId}-${now}`,
        status: 'success',
        amount_minor: order.total_minor,
        currency: order.currency,
        verified_at: now,
        raw_response: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const opened = await transition(trx, {
      step: 'pay',
      orderId,
      actor: { kind: 'provider', userId: null },
      note: 'paid (test setup)',
      changes: { paid_at: now },
      publicUrl: 'http://localhost:3000',
      now,
      facts: {
        amountMinor: order.total_minor,
        currency: order.currency,
        providerName: 'Test payments',
        testMode: true,
      },
    });
    if (!opened) throw new Error('The order was not awaiting payment');
  });
}
