import { idParamSchema } from '@oja/shared/staff';
import { paymentSchema } from '@oja/shared/payments';
import {
  matchUnclaimedBodySchema,
  unclaimedPaymentListSchema,
  unclaimedPaymentSchema,
  type UnclaimedPayment,
} from '@oja/shared/payment-methods';
import { listUnclaimed, matchUnclaimed, refundUnclaimedByStaff, type UnclaimedRow } from '../payments/index.ts';
import type { AdminContext, ApiScope } from './admin-context.ts';
import { staffOf } from '../accounts/index.ts';

const staff = { tags: ['staff'] };

/**
 * Widget payments no order claimed (docs/decisions/0042): the list, a match by hand to an order,
 * and a refund. The payments runtime does the work (it knows the providers).
 */
export async function unclaimedPaymentRoutes(app: ApiScope, ctx: AdminContext) {
  const view = async (row: UnclaimedRow, refundAfterHours: number): Promise<UnclaimedPayment> => {
    const order =
      row.order_id === null
        ? null
        : await ctx.db.selectFrom('orders').select('order_ref').where('id', '=', row.order_id).executeTakeFirst();
    return {
      id: row.id,
      provider: row.provider,
      transaction_id: row.provider_transaction_id,
      reference: row.reference,
      amount_minor: Number(row.amount_minor),
      currency: row.currency,
      customer_email: row.customer_email,
      status: row.status,
      order_ref: order?.order_ref ?? null,
      created_at: Number(row.created_at),
      refund_after: row.status === 'unclaimed' ? Number(row.created_at) + refundAfterHours * 3_600_000 : null,
      resolved_at: row.resolved_at === null ? null : Number(row.resolved_at),
    };
  };

  app.get(
    '/unclaimed-payments/',
    { schema: { ...staff, response: { 200: unclaimedPaymentListSchema } } },
    async (req) => {
      staffOf(req);
      const hours = req.server.payments.ctx.config.payments.unclaimedRefundAfterHours;
      const rows = await listUnclaimed(ctx.db);
      return { items: await Promise.all(rows.map((r) => view(r, hours))) };
    },
  );

  app.post(
    '/unclaimed-payments/:id/match',
    {
      schema: { ...staff, params: idParamSchema, body: matchUnclaimedBodySchema, response: { 200: paymentSchema } },
    },
    async (req) => {
      const actor = staffOf(req);
      return matchUnclaimed(req.server.payments.ctx, req.log, actor, req.params.id, req.body.order_ref);
    },
  );

  app.post(
    '/unclaimed-payments/:id/refund',
    { schema: { ...staff, params: idParamSchema, response: { 200: unclaimedPaymentSchema } } },
    async (req) => {
      const actor = staffOf(req);
      const payments = req.server.payments.ctx;
      const row = await refundUnclaimedByStaff(payments, req.log, actor, req.params.id);
      return view(row, payments.config.payments.unclaimedRefundAfterHours);
    },
  );
}
