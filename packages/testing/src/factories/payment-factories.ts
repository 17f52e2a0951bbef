import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { orderDetailSchema, type Address, type OrderDetail } from '@oja/shared/orders';
import { startPaymentSchema, type StartedPayment } from '@oja/shared/payments';
import type { DB } from '@oja/server/db/schema';
import { clientLine, lagosAddress, makeStockedProduct } from './order-factories.ts';

type Auth = Record<string, string>;

/** An order placed through the API; to a Lagos address the fee rules review it at once (payable). */
export async function placeOrderFor(
  app: FastifyInstance,
  db: Kysely<DB>,
  auth: Auth,
  address: Address = lagosAddress,
): Promise<OrderDetail> {
  const product = await makeStockedProduct(db, { quantity: 100, price_ngn_kobo: 2_500_055, price_usd_cents: 1_999 });
  const res = await app.inject({
    method: 'POST',
    url: '/api/place-order/',
    payload: { address, items: [clientLine(product.id, 2)] },
    headers: auth,
  });
  expect(res.statusCode, res.body).toBe(201);
  return orderDetailSchema.parse(res.json());
}

export async function startPayment(
  app: FastifyInstance,
  auth: Auth,
  orderKey: string | number,
): Promise<StartedPayment> {
  const res = await app.inject({ method: 'POST', url: `/api/orders/${orderKey}/payments/`, headers: auth });
  expect(res.statusCode, res.body).toBe(201);
  return startPaymentSchema.parse(res.json());
}

/** Everything a payment may change, to compare before and after. */
export async function paymentEffects(db: Kysely<DB>, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['state', 'paid_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const payments = await db
    .selectFrom('payments')
    .select(['reference', 'status', 'verified_at', 'failure_reason'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const events = await db
    .selectFrom('order_events')
    .select(['from_state', 'to_state', 'actor_kind', 'note'])
    .where('order_id', '=', orderId)
    .where('to_state', '=', 'opened')
    .execute();
  return { state: order.state, paidAt: order.paid_at, payments, events };
}

/** Confirmation e-mails queued for an order. */
export function paymentMails(db: Kysely<DB>, orderRef: string) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('label', 'like', `%Payment received for order ${orderRef}`)
    .execute();
}
