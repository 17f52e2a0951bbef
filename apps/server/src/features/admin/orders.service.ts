import type {
  StaffOrderDetail,
  StaffOrderListQuery,
  StaffOrderPage,
  OrderFeesInput,
  StaffTargetState,
} from '@oja/shared/staff-orders';
import type { Address } from '@oja/shared/orders';
import { assertStaff, type Actor } from '../accounts/index.ts';
import {
  changeOrderAddress as changeAddress,
  changeOrderStatus as changeStatus,
  reviewOrder as review,
  staffOrderPage,
  staffOrderView,
} from '../orders/index.ts';
import { paymentsOfOrder, queueStaffRefund, refundsOfOrder } from '../payments/index.ts';
import type { AdminContext } from './admin-context.ts';

/*
 * The back office's order pages: staff only. What an order is and how it moves belongs to the
 * orders feature (its lifecycle, staff-orders.service.ts); this adds what payments knows.
 */

export async function listOrders(ctx: AdminContext, actor: Actor, query: StaffOrderListQuery): Promise<StaffOrderPage> {
  assertStaff(actor);
  return staffOrderPage(ctx.db, query);
}

/** One order in full, with its payments and refunds. */
export async function getOrder(ctx: AdminContext, actor: Actor, id: number): Promise<StaffOrderDetail> {
  assertStaff(actor);
  const { events, next_states, can_review, address_complete, ...order } = await staffOrderView(ctx.db, id);
  const [payments, refunds] = await Promise.all([paymentsOfOrder(ctx.db, id), refundsOfOrder(ctx.db, id)]);
  return {
    ...order,
    payments: payments.map((p) => ({
      ...p,
      verified_at: p.verified_at === null ? null : Number(p.verified_at),
      created_at: Number(p.created_at),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      provider: r.provider,
      reference: r.provider_reference,
      amount_minor: r.amount_minor,
      currency: r.currency,
      reason: r.reason,
      status: r.status,
      provider_refund_id: r.provider_refund_id,
      provider_status: r.provider_status,
      error: r.error,
      attempts: r.attempts,
      created_at: Number(r.created_at),
      updated_at: Number(r.updated_at),
    })),
    events,
    next_states,
    can_review,
    address_complete,
  };
}

export async function reviewOrder(ctx: AdminContext, actor: Actor, id: number, input: OrderFeesInput) {
  assertStaff(actor);
  await review(ctx.db, ctx, actor, id, input);
  return getOrder(ctx, actor, id);
}

export async function changeOrderStatus(ctx: AdminContext, actor: Actor, id: number, to: StaffTargetState) {
  assertStaff(actor);
  await changeStatus(ctx.db, ctx, actor, id, to, (trx, orderId) =>
    queueStaffRefund(trx, { publicUrl: ctx.publicUrl }, orderId),
  );
  return getOrder(ctx, actor, id);
}

export async function changeOrderAddress(ctx: AdminContext, actor: Actor, id: number, input: Address) {
  assertStaff(actor);
  await changeAddress(ctx.db, actor.id, id, input);
  return getOrder(ctx, actor, id);
}
