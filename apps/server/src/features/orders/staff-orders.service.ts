import type { Kysely } from 'kysely';
import type {
  StaffOrderDetail,
  StaffOrderListQuery,
  StaffOrderPage,
  StaffOrderSummary,
  OrderFeesInput,
  StaffTargetState,
} from '@oja/shared/staff-orders';
import { countryName } from '@oja/shared/countries';
import { formatMoney } from '@oja/shared/money';
import { orderStatusOfState } from '@oja/shared/order-status';
import type { OrderSummary } from '@oja/shared/orders';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound, refuse } from '../../errors.ts';
import { nextStates, staffSteps, stateName } from './order-graph.ts';
import { transition } from './order-lifecycle.ts';
import { changesOf, recordAudit, type AuditActor } from '../audit/index.ts';
import * as orders from './orders.repository.ts';
import { lineOption, toOrderSummary } from './orders.views.ts';
import { hasCompleteAddress } from './placed-address.ts';
import * as repo from './staff-orders.repository.ts';

/** What staff work on orders needs to know of the shop's settings. */
export interface StaffOrderSettings {
  /** For links in e-mails to customers. */
  publicUrl: string;
  /** A reviewed order gets at least this long to be paid (the customer could not pay before). */
  orderExpiryHours: number;
}

/** The order as staff see it, without what other features add (payments, refunds). */
export type StaffOrderView = Omit<StaffOrderDetail, 'payments' | 'refunds'>;

function summaryOf(
  o: Omit<repo.OrderListRow, 'email' | 'first_name' | 'last_name' | 'item_count' | 'user_id'>,
  customer: { id: number; email: string; first_name: string; last_name: string },
  itemCount: number,
): StaffOrderSummary {
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
export async function staffOrderPage(db: Kysely<DB>, query: StaffOrderListQuery): Promise<StaffOrderPage> {
  const filter: repo.OrderFilter = { state: query.status, reviewed: query.reviewed, q: query.q || undefined };
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [total, rows] = await Promise.all([repo.countOrders(db, filter), repo.listOrders(db, filter, page)]);
  const items = rows.map((r) =>
    summaryOf(
      r,
      { id: r.user_id, email: r.email, first_name: r.first_name, last_name: r.last_name },
      Number(r.item_count),
    ),
  );
  return { items, total, page: query.page, per_page: query.per_page };
}

async function loadOrder(db: Kysely<DB>, id: number) {
  const order = await orders.findOrder(db, { id });
  if (!order) throw notFound('Order');
  return order;
}

async function transferConfirmationOf(db: Kysely<DB>, orderId: number) {
  const c = await db
    .selectFrom('transfer_confirmations as t')
    .leftJoin('users as u', 'u.id', 't.staff_user_id')
    .select([
      't.amount_minor',
      't.currency',
      't.received_on',
      't.bank_reference',
      't.created_at',
      'u.first_name',
      'u.last_name',
    ])
    .where('t.order_id', '=', orderId)
    .executeTakeFirst();
  if (!c) return null;
  return {
    amount_minor: Number(c.amount_minor),
    currency: c.currency,
    received_on: c.received_on,
    bank_reference: c.bank_reference,
    staff_name: c.first_name === null ? null : `${c.first_name} ${c.last_name ?? ''}`.trim(),
    created_at: Number(c.created_at),
  };
}

/** One order in full: customer, address, items, fees, history, what staff may do next. */
export async function staffOrderView(db: Kysely<DB>, id: number): Promise<StaffOrderView> {
  const o = await loadOrder(db, id);
  const [customer, items, events] = await Promise.all([
    repo.findCustomer(db, o.user_id),
    orders.orderItems(db, id),
    repo.eventsOf(db, id),
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
      ...lineOption(i),
      discount_minor: i.discount_minor,
      promotion: i.promotion,
    })),
    promotion_discount_minor: o.promotion_discount_minor,
    voucher_discount_minor: o.voucher_discount_minor,
    voucher_code: o.voucher_code,
    events: events.map((e) => ({
      id: e.id,
      from_state: e.from_state,
      to_state: e.to_state,
      actor_kind: e.actor_kind,
      actor_name: e.first_name === null ? null : `${e.first_name} ${e.last_name ?? ''}`.trim(),
      note: e.note,
      created_at: Number(e.created_at),
    })),
    payment_method: o.payment_method,
    transfer_reference: o.transfer_reference,
    // Only a bank transfer has a confirmation to read (one statement fewer for every other order).
    transfer_confirmation: o.payment_method === 'bank_transfer' ? await transferConfirmationOf(db, id) : null,
    delivery_outcome: o.delivery_outcome,
    delivery: {
      method: o.delivery_method,
      pickup_station_name: o.pickup_station_name,
      pickup_station_address: o.pickup_station_address,
    },
    // The graph's guards say what an order paid on delivery may do next (decision 0040).
    next_states: nextStates(o.state, { ...o, paid_at: o.paid_at === null ? null : Number(o.paid_at) }),
    can_review: o.state === 'awaiting',
    address_complete: hasCompleteAddress(o),
  };
}

/** An order in the original contract's shape, or undefined when there is none. */
export async function findOrderSummary(db: Kysely<DB>, id: number): Promise<OrderSummary | undefined> {
  const o = await orders.findOrder(db, { id });
  return o && toOrderSummary(o);
}

/**
 * Staff review an order (the lifecycle's `review` step): set its five fees, the total is
 * recomputed from the subtotal, the order becomes reviewed (the customer may pay), the change is
 * recorded and the customer is told, all in one transaction. Only while the order awaits payment.
 */
export async function reviewOrder(
  db: Kysely<DB>,
  settings: StaffOrderSettings,
  staff: AuditActor,
  id: number,
  input: OrderFeesInput,
) {
  const staffId = staff.id;
  await db.transaction().execute(async (trx) => {
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
    // The discounts the order was placed with stay (decision 0037).
    const goods = o.subtotal_minor - o.promotion_discount_minor - o.voucher_discount_minor;
    const total = goods + Object.values(fees).reduce((a, b) => a + b, 0);
    // An order that totals 0 can never be paid (N15): staff are told, nothing changes.
    if (total <= 0) {
      throw new AppError(
        'conflict',
        'With these fees the order would total 0, which cannot be paid. Set a fee, or cancel the order.',
      );
    }
    const now = Date.now();
    // The customer could not pay before the review: give them the full time from now.
    const payBy = now + Math.round(settings.orderExpiryHours * 3_600_000);
    const expiresAt = o.expires_at === null ? null : Math.max(Number(o.expires_at), payBy);
    const money = (minor: number) => formatMoney(minor, o.currency);
    const labelled = [
      { label: 'Shipping cost', minor: fees.shipping_cost_minor },
      { label: 'Freight fee', minor: fees.freight_fee_minor },
      { label: 'Handling fee', minor: fees.handling_fee_minor },
      { label: 'Packaging fee', minor: fees.packaging_fee_minor },
      { label: 'Insurance fee', minor: fees.insurance_fee_minor },
    ];
    const reviewed = await transition(trx, {
      step: 'review',
      orderId: id,
      actor: { kind: 'staff', userId: staffId },
      note: `reviewed: ${labelled.map((f) => `${f.label.toLowerCase()} ${money(f.minor)}`).join(', ')}; total ${money(total)}`,
      changes: { ...fees, total_minor: total, order_reviewed: 1, expires_at: expiresAt },
      publicUrl: settings.publicUrl,
      now,
      facts: { fees: labelled },
    });
    if (!reviewed) {
      throw new AppError(
        'conflict',
        'The order changed at the same moment (paid or cancelled). Reload it and try again.',
      );
    }
    await recordAudit(trx, staff, {
      action: 'order.review',
      entityType: 'order',
      entityId: o.order_ref,
      summary: `Order ${o.order_ref} reviewed: fees set, total ${money(total)}`,
      changes: changesOf(o, { ...fees, total_minor: total, order_reviewed: 1 }, [
        'shipping_cost_minor',
        'freight_fee_minor',
        'handling_fee_minor',
        'packaging_fee_minor',
        'insurance_fee_minor',
        'total_minor',
        'order_reviewed',
      ]),
    });
  });
}

/**
 * Moves an order along the lifecycle (processed, delivered, refunded) when the graph allows it,
 * records who did it and when, and tells the customer, in one transaction. The update is
 * conditional on the state that was read, so two staff acting at once cannot both move it.
 */
export async function changeOrderStatus(
  db: Kysely<DB>,
  settings: Pick<StaffOrderSettings, 'publicUrl'>,
  staff: AuditActor,
  id: number,
  to: StaffTargetState,
  /** Refunding moves the money too (N13): the payments feature queues it, in this transaction. */
  refundMoney?: (trx: Kysely<DB>, orderId: number) => Promise<string>,
) {
  const staffId = staff.id;
  await db.transaction().execute(async (trx) => {
    const o = await loadOrder(trx, id);
    const moved = await transition(trx, {
      step: staffSteps[to],
      orderId: id,
      from: o.state,
      actor: { kind: 'staff', userId: staffId },
      note: null,
      publicUrl: settings.publicUrl,
    });
    if (!moved) throw refuse('conflict', 'detail.order.changed');
    const refund = to === 'refunded' && refundMoney ? await refundMoney(trx, id) : null;
    await recordAudit(trx, staff, {
      action: to === 'refunded' ? 'order.refund' : 'order.status',
      entityType: 'order',
      entityId: o.order_ref,
      summary: `Order ${o.order_ref}: ${stateName(o.state)} → ${stateName(to)}${refund ? ` (${refund})` : ''}`,
      changes: { state: { from: o.state, to } },
    });
  });
}
