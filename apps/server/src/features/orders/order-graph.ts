import { staffTargetStates, type StaffTargetState } from '@oja/shared/staff-orders';
import type { NotificationKind } from '@oja/shared/notifications';
import type { PaymentMethod } from '@oja/shared/payment-methods';
import {
  orderActorKinds,
  orderStates,
  orderStatusName,
  orderStatusOfState,
  type OrderActorKind,
  type OrderState,
} from '@oja/shared/order-status';

/** What a step's guard reads of an order besides its state. */
export interface OrderFacts {
  order_ref: string;
  payment_method: PaymentMethod;
  paid_at: number | null;
}

/**
 * A step of the order lifecycle: the states it leaves from, the state it reaches, who may take it,
 * and what the customer is told when it is taken (a notification and an e-mail), if anything.
 */
export interface OrderStep {
  from: readonly OrderState[];
  to: OrderState;
  by: readonly OrderActorKind[];
  tells: NotificationKind | null;
  /** The order gives its reserved stock back (it will never be paid). */
  returnsStock?: true;
  /** Why this order may not take the step although its state allows it, in words; null when it may. */
  guard?: (order: OrderFacts) => string | null;
  /**
   * The step is taken once: its conditional update also asks that this column is still unset
   * (a transfer reference is given once; asking again changes nothing and says nothing).
   */
  once?: 'transfer_reference';
}

/** An order to be paid at the door that has not been paid yet (accepted or out for delivery). */
export const unpaidOnDelivery = (o: Pick<OrderFacts, 'payment_method' | 'paid_at'>) =>
  o.payment_method === 'on_delivery' && o.paid_at === null;

/** The guards of pay on delivery (docs/decisions/0040-pay-on-delivery-state.md): the one place they live. */
const guards = {
  /** Delivered without payment is only "paid on delivery" (or refused). */
  notUnpaidOnDelivery: (o: OrderFacts) =>
    unpaidOnDelivery(o)
      ? `Order ${o.order_ref} is paid on delivery: record it as paid on delivery (or refused) instead.`
      : null,
  /** Nothing to refund before the money came. */
  paidBeforeRefund: (o: OrderFacts) =>
    unpaidOnDelivery(o)
      ? `Order ${o.order_ref} is paid on delivery and has not been paid, so there is nothing to refund.`
      : null,
  /** The door's outcomes are for orders paid at the door, and only once. */
  onDeliveryUnpaid: (o: OrderFacts) =>
    o.payment_method !== 'on_delivery'
      ? `Order ${o.order_ref} is not paid on delivery.`
      : o.paid_at !== null
        ? `Order ${o.order_ref} has already been paid.`
        : null,
};

/**
 * The whole lifecycle, as data (docs/decisions/0024-order-lifecycle-and-feature-layout.md). An
 * order is placed awaiting payment; staff may review it (set its fees) or complete its address
 * while it waits; a verified payment opens it; its customer may cancel it and the clock expires
 * it while unpaid; staff process, deliver and refund it once paid. Pay on delivery has a state of
 * its own, `on_delivery` (accepted, unpaid, not dispatched: it holds its stock, expires and may be
 * cancelled like `awaiting`), so that `opened` always means paid (decision 0040). Nothing else
 * moves an order: `transition()` (order-lifecycle.ts) refuses any step, state, actor or guard not
 * written here.
 */
export const orderSteps = {
  place: { from: [], to: 'awaiting', by: ['customer'], tells: null },
  review: { from: ['awaiting'], to: 'awaiting', by: ['staff'], tells: 'order_reviewed' },
  readdress: { from: ['awaiting'], to: 'awaiting', by: ['staff'], tells: null },
  pay: { from: ['awaiting'], to: 'opened', by: ['provider'], tells: 'payment_confirmed' },
  cancel: { from: ['awaiting', 'on_delivery'], to: 'cancelled', by: ['customer'], tells: null, returnsStock: true },
  expire: { from: ['awaiting', 'on_delivery'], to: 'expired', by: ['system'], tells: null, returnsStock: true },
  process: { from: ['opened', 'on_delivery'], to: 'processed', by: ['staff'], tells: 'order_processed' },
  deliver: {
    from: ['processed'],
    to: 'delivered',
    by: ['staff'],
    tells: 'order_delivered',
    guard: guards.notUnpaidOnDelivery,
  },
  refund: {
    from: ['opened', 'processed', 'delivered'],
    to: 'refunded',
    by: ['staff'],
    tells: 'order_refunded',
    guard: guards.paidBeforeRefund,
  },
  // Bank transfer to the shop's account (docs/decisions/0033): the customer chose it (the order
  // gets its reference and the bank details are e-mailed; it keeps waiting), then staff saw the
  // money arrive.
  choose_transfer: { from: ['awaiting'], to: 'awaiting', by: ['customer'], tells: null, once: 'transfer_reference' },
  confirm_transfer: { from: ['awaiting'], to: 'opened', by: ['staff'], tells: 'payment_confirmed' },
  // Pay on delivery: the customer chose it where the rules allow; the order waits, unpaid and
  // holding its stock, until staff dispatch it (process). At the door it is paid (delivered) or
  // refused (stock returns); not dispatched in time, it expires.
  accept_on_delivery: { from: ['awaiting'], to: 'on_delivery', by: ['customer'], tells: null },
  paid_on_delivery: {
    from: ['processed'],
    to: 'delivered',
    by: ['staff'],
    tells: 'order_delivered',
    guard: guards.onDeliveryUnpaid,
  },
  refused_on_delivery: {
    from: ['on_delivery', 'processed'],
    to: 'cancelled',
    by: ['staff'],
    tells: null,
    returnsStock: true,
    guard: guards.onDeliveryUnpaid,
  },
} as const satisfies Record<string, OrderStep>;

export type OrderStepName = keyof typeof orderSteps;
export const orderStepNames = Object.keys(orderSteps) as OrderStepName[];

/** Every edge of the graph (one per step and state it leaves from), for tests and docs. */
export const orderEdges = orderStepNames.flatMap((step) => {
  const s: OrderStep = orderSteps[step];
  return s.from.map((from) => ({ step, from, to: s.to, by: s.by }));
});

/** Whether `actor` may move an order from `from` to `to` by some step. */
export const isEdge = (from: OrderState, to: OrderState, actor: OrderActorKind) =>
  orderEdges.some((e) => e.from === from && e.to === to && e.by.includes(actor));

/** The steps staff take by asking for a new status (the back office, the contract's PUT /order). */
export const staffSteps: Record<StaffTargetState, OrderStepName> = {
  processed: 'process',
  delivered: 'deliver',
  refunded: 'refund',
};

/** Why `order` may not take `step` by its guard, or null. */
export function guardRefusal(step: OrderStepName, order: OrderFacts): string | null {
  const s: OrderStep = orderSteps[step];
  return s.guard ? s.guard(order) : null;
}

/** The statuses staff may ask for next, from the graph and its guards. */
export const nextStates = (state: OrderState, order: OrderFacts): StaffTargetState[] =>
  staffTargetStates.filter((to) => isEdge(state, to, 'staff') && guardRefusal(staffSteps[to], order) === null);

/** A state's name as customers see it ("Order processed"), or what became of it. */
export function stateName(state: OrderState): string {
  if (state === 'cancelled') return 'Cancelled';
  if (state === 'expired') return 'Expired';
  if (state === 'on_delivery') return 'Accepted, to be paid on delivery';
  return orderStatusName(orderStatusOfState(state));
}

/** Why an order in `from` cannot become `to`, in words staff can act on. */
export function refusal(from: OrderState, to: OrderState): string {
  if (from === to) return `This order is already ${to}.`;
  if (from === 'awaiting') {
    return to === 'refunded'
      ? 'Only a paid order can be refunded; this one has not been paid.'
      : `This order has not been paid yet, so it cannot be ${to}. It can be ${to} once it is paid.`;
  }
  if (from === 'cancelled' || from === 'expired') return `This order was ${from}; its status can no longer change.`;
  if (from === 'refunded') return 'This order has been refunded; its status can no longer change.';
  if (from === 'opened' && to === 'delivered') return 'Mark the order processed before it is delivered.';
  if (from === 'on_delivery') {
    if (to === 'delivered') return 'Mark the order processed (on its way) before it is paid on delivery.';
    if (to === 'refunded')
      return 'This order is paid on delivery and has not been paid, so there is nothing to refund.';
  }
  return `An order that is ${stateName(from).toLowerCase()} cannot become ${to}.`;
}

const actorNames: Record<OrderActorKind, string> = {
  customer: 'its customer',
  provider: 'a verified payment',
  system: 'the shop itself',
  staff: 'shop staff',
};

/** Why `actor` may not take `step` at all, in words. */
export function notYours(step: OrderStepName, actor: OrderActorKind): string {
  const by = orderSteps[step].by.map((a) => actorNames[a]).join(' or ');
  return `An order can be moved to ${orderSteps[step].to} (${step}) only by ${by}, not by ${actorNames[actor]}.`;
}

/** The contract's numeric codes (PUT /api/order/{id}) as the state staff ask for. */
export const stateOfContractStatus: Record<3 | 4 | 5, StaffTargetState> = {
  3: 'processed',
  4: 'refunded',
  5: 'delivered',
};

export { orderActorKinds, orderStates, type OrderActorKind, type OrderState };
