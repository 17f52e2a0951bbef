import type { Insertable, Kysely } from 'kysely';
import type { DB, OrdersTable } from '@oja/server/db/schema';
import { transition } from '@oja/server/features/orders/index';
import { accraAddress } from './addresses.ts';
import { countHeld } from './held-units.ts';

let sequence = 0;

/**
 * An order row written directly (test setup for the back office: the dashboard's counts, a product
 * that has been ordered). Orders placed the real way go through the orders feature's API.
 */
export async function makeOrder(
  db: Kysely<DB>,
  userId: number,
  items: { productId: number; quantity: number; unitMinor?: number }[],
  overrides: Partial<Insertable<OrdersTable>> = {},
) {
  const n = ++sequence;
  const now = Date.now();
  const subtotal = items.reduce((sum, i) => sum + (i.unitMinor ?? 1000) * i.quantity, 0);
  const order = await db
    .insertInto('orders')
    .values({
      order_ref: `T${process.pid}-${n}-${now}`,
      user_id: userId,
      currency: 'USD',
      subtotal_minor: subtotal,
      total_minor: subtotal,
      address_street: accraAddress.street,
      address_city: accraAddress.city,
      address_state: accraAddress.state,
      address_country: 'GH',
      address_postal_code: accraAddress.postal_code,
      address_phone: accraAddress.phone,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (items.length > 0) {
    await db
      .insertInto('order_items')
      .values(
        items.map((i) => ({
          order_id: order.id,
          product_id: i.productId,
          title: `Product ${i.productId}`,
          image_url: '',
          quantity: i.quantity,
          unit_price_usd_cents: i.unitMinor ?? 1000,
          unit_price_ngn_kobo: (i.unitMinor ?? 1000) * 1000,
        })),
      )
      .execute();
  }
  await countHeld(db, order, items);
  return order;
}

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
