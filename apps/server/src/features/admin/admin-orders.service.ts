import type { Kysely } from 'kysely';
import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderPage,
  AdminOrderSummary,
  OrderFeesInput,
  StaffTargetState,
} from '@oja/shared/admin-orders';
import { countryName } from '@oja/shared/countries';
import { formatMoney } from '@oja/shared/money';
import { orderStatusOfState } from '@oja/shared/order-status';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { enqueueMail } from '../../mail/index.ts';
import type { Actor } from '../accounts/index.ts';
import { hasCompleteAddress, ordersRepository, queueOrderSms } from '../orders/index.ts';
import { refundsOfOrder } from '../payments/index.ts';
import type { AdminContext } from './admin-context.ts';
import * as repo from './admin-orders.repository.ts';
import { nextStates, refusal, staffTransitions, stateName } from './order-lifecycle.ts';
import { readyForPaymentMail, statusChangedMail } from './order-mail.ts';
import { assertStaff } from './staff-access.ts';

type OrderRow = NonNullable<Awaited<ReturnType<typeof ordersRepository.findOrder>>>;

function summaryOf(
  o: Omit<repo.OrderListRow, 'email' | 'first_name' | 'last_name' | 'item_count' | 'user_id'>,
  customer: { id: number; email: string; first_name: string; last_name: string },
  itemCount: number,
): AdminOrderSummary {
  return {
    id: o.id,
    order_ref: o.order_ref,
    state: o.state,
    status: orderStatusOfState(o.state),
    status_name: stateName(o.state),
    order_reviewed: o.order_reviewed === 1,
    currency: o.currency,
    subtotal_minor: o.subtotal_minor,
    total_minor: o.total_minor,
    customer: { id: customer.id, name: `${customer.first_name} ${customer.last_name}`.trim(), email: customer.email },
    item_count: itemCount,
    created_at: Number(o.created_at),
    paid_at: o.paid_at === null ? null : Number(o.paid_at),
  };
}

/** The queue: newest first, by state, review and a reference or e-mail. */
export async function listOrders(ctx: AdminContext, actor: Actor, query: AdminOrderListQuery): Promise<AdminOrderPage> {
  assertStaff(actor);
  const filter: repo.OrderFilter = { state: query.status, reviewed: query.reviewed, q: query.q || undefined };
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [total, rows] = await Promise.all([repo.countOrders(ctx.db, filter), repo.listOrders(ctx.db, filter, page)]);
  const items = rows.map((r) =>
    summaryOf(
      r,
      { id: r.user_id, email: r.email, first_name: r.first_name, last_name: r.last_name },
      Number(r.item_count),
    ),
  );
  return { items, total, page: query.page, per_page: query.per_page };
}

async function loadOrder(db: Kysely<DB>, id: number): Promise<OrderRow> {
  const order = await ordersRepository.findOrder(db, { id });
  if (!order) throw notFound('Order');
  return order;
}

/** One order in full: customer, address, items, fees, payments, history, what staff may do next. */
export async function getOrder(ctx: AdminContext, actor: Actor, id: number): Promise<AdminOrderDetail> {
  assertStaff(actor);
  const o = await loadOrder(ctx.db, id);
  const [customer, items, payments, events, refunds] = await Promise.all([
    repo.findCustomer(ctx.db, o.user_id),
    ordersRepository.orderItems(ctx.db, id),
    repo.paymentsOf(ctx.db, id),
    repo.eventsOf(ctx.db, id),
    refundsOfOrder(ctx.db, id),
  ]);
  const unit = (i: (typeof items)[number]) => (o.currency === 'NGN' ? i.unit_price_ngn_kobo : i.unit_price_usd_cents);
  return {
    ...summaryOf(
      o,
      customer,
      items.reduce((n, i) => n + i.quantity, 0),
    ),
    expires_at: o.expires_at === null ? null : Number(o.expires_at),
    fees: {
      shipping_cost_minor: o.shipping_cost_minor,
      freight_fee_minor: o.freight_fee_minor,
      handling_fee_minor: o.handling_fee_minor,
      packaging_fee_minor: o.packaging_fee_minor,
      insurance_fee_minor: o.insurance_fee_minor,
    },
    address: {
      street: o.address_street,
      city: o.address_city,
      state: o.address_state,
      lga: o.address_lga,
      country: o.address_country,
      country_name: countryName(o.address_country),
      postal_code: o.address_postal_code,
      phone: o.address_phone,
    },
    items: items.map((i) => ({
      product_id: i.product_id,
      title: i.title,
      image_url: i.image_url,
      quantity: i.quantity,
      unit_price_minor: unit(i),
      line_total_minor: unit(i) * i.quantity,
    })),
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
    events: events.map((e) => ({
      id: e.id,
      from_state: e.from_state,
      to_state: e.to_state,
      actor_kind: e.actor_kind,
      actor_name: e.first_name === null ? null : `${e.first_name} ${e.last_name ?? ''}`.trim(),
      note: e.note,
      created_at: Number(e.created_at),
    })),
    next_states: nextStates(o.state),
    can_review: o.state === 'awaiting',
    address_complete: hasCompleteAddress(o),
  };
}

/**
 * Staff review an order: set its five fees, the total is recomputed from the subtotal, the order
 * becomes reviewed (the customer may pay), the change is recorded and the customer is e-mailed,
 * all in one transaction. Only while the order awaits payment.
 */
export async function reviewOrder(ctx: AdminContext, actor: Actor, id: number, input: OrderFeesInput) {
  assertStaff(actor);
  await ctx.db.transaction().execute(async (trx) => {
    const o = await loadOrder(trx, id);
    if (o.state !== 'awaiting') {
      throw new AppError(
        'conflict',
        `Fees can be set only while an order awaits payment; this one is ${stateName(o.state).toLowerCase()}.`,
      );
    }
    if (!hasCompleteAddress(o)) {
      throw new AppError(
        'conflict',
        'This order has only a street line: complete the delivery address before setting the fees.',
      );
    }
    const fees: repo.FeesMinor = {
      shipping_cost_minor: input.shipping_cost,
      freight_fee_minor: input.shipping_fee,
      handling_fee_minor: input.handling_fee,
      packaging_fee_minor: input.packaging_fee,
      insurance_fee_minor: input.insurance_fee,
    };
    const total = o.subtotal_minor + Object.values(fees).reduce((a, b) => a + b, 0);
    const now = Date.now();
    // The customer could not pay before the review: give them the full time from now.
    const payBy = now + Math.round(ctx.orderExpiryHours * 3_600_000);
    const expiresAt = o.expires_at === null ? null : Math.max(Number(o.expires_at), payBy);
    if (!(await repo.setFees(trx, id, fees, total, expiresAt, now))) {
      throw new AppError(
        'conflict',
        'The order changed at the same moment (paid or cancelled). Reload it and try again.',
      );
    }
    const money = (minor: number) => formatMoney(minor, o.currency);
    const labelled = [
      { label: 'Shipping cost', minor: fees.shipping_cost_minor },
      { label: 'Freight fee', minor: fees.freight_fee_minor },
      { label: 'Handling fee', minor: fees.handling_fee_minor },
      { label: 'Packaging fee', minor: fees.packaging_fee_minor },
      { label: 'Insurance fee', minor: fees.insurance_fee_minor },
    ];
    await ordersRepository.insertEvent(trx, {
      order_id: id,
      from_state: 'awaiting',
      to_state: 'awaiting',
      actor_kind: 'staff',
      actor_user_id: actor.id,
      note: `reviewed: ${labelled.map((f) => `${f.label.toLowerCase()} ${money(f.minor)}`).join(', ')}; total ${money(total)}`,
    });
    const customer = await repo.findCustomer(trx, o.user_id);
    const mail = readyForPaymentMail(
      customer,
      { ref: o.order_ref, currency: o.currency, subtotal: o.subtotal_minor, fees: labelled, total },
      ctx.publicUrl,
    );
    await enqueueMail(trx, mail, now);
    await queueOrderSms(trx, id, 'awaiting', now);
  });
  return getOrder(ctx, actor, id);
}

/**
 * Moves an order along the lifecycle (processed, delivered, refunded) when the rules allow it,
 * records who did it and when, and e-mails the customer, in one transaction. The update is
 * conditional on the state that was read, so two staff acting at once cannot both move it.
 */
export async function changeOrderStatus(ctx: AdminContext, actor: Actor, id: number, to: StaffTargetState) {
  assertStaff(actor);
  await ctx.db.transaction().execute(async (trx) => {
    const o = await loadOrder(trx, id);
    if (!staffTransitions[to].includes(o.state)) throw new AppError('conflict', refusal(o.state, to));
    if (!(await ordersRepository.transitionState(trx, id, [o.state], to))) {
      throw new AppError('conflict', 'The order changed at the same moment. Reload it and try again.');
    }
    await ordersRepository.insertEvent(trx, {
      order_id: id,
      from_state: o.state,
      to_state: to,
      actor_kind: 'staff',
      actor_user_id: actor.id,
      note: null,
    });
    const customer = await repo.findCustomer(trx, o.user_id);
    await enqueueMail(trx, statusChangedMail(customer, o.order_ref, to, ctx.publicUrl));
    await queueOrderSms(trx, id, to);
  });
  return getOrder(ctx, actor, id);
}
