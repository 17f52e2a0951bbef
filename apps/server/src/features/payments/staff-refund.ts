import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as repo from './payments.repository.ts';
import { recordRefundDue } from './refunds.ts';

const quiet = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/**
 * Staff marked an order refunded (security review N13: the step used to say "refunded" and move
 * no money). In the step's transaction: the order's verified provider payment goes to the refund
 * queue (`payment_refunds`, asked of the provider by the payment job), once per payment. Answers
 * what happened, for the order's history and the audit log.
 */
export async function queueStaffRefund(
  trx: Kysely<DB>,
  deps: { publicUrl: string; log?: FastifyBaseLogger },
  orderId: number,
  now = Date.now(),
): Promise<string> {
  const payment = await trx
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'success')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const order = await repo.findOrder(trx, { id: orderId });
  if (!payment || !order) {
    return order?.payment_method === 'provider' || !order
      ? 'marked refunded by staff: no verified provider payment to refund'
      : `marked refunded by staff: paid by ${order.payment_method === 'bank_transfer' ? 'bank transfer' : 'cash on delivery'}, returned by hand`;
  }
  const raw: unknown = payment.raw_response === null ? null : JSON.parse(payment.raw_response);
  const id = await recordRefundDue(
    trx,
    { log: deps.log ?? quiet, publicUrl: deps.publicUrl },
    {
      payment,
      order,
      verification: {
        status: 'success',
        amountMinor: payment.amount_minor,
        currency: payment.currency,
        reference: payment.reference,
        transactionId: payment.provider_transaction_id,
        message: null,
        raw,
      },
      reason: 'Refunded by the shop.',
    },
    now,
  );
  return id === null
    ? `refund of ${payment.reference} already requested`
    : `refund of ${payment.reference} requested from ${payment.provider}`;
}
