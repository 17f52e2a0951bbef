import { staffTargetStates, type StaffTargetState } from '@oja/shared/admin-orders';
import type { NotificationKind } from '@oja/shared/notifications';
import {
  orderActorKinds,
  orderStates,
  orderStatusName,
  orderStatusOfState,
  type OrderActorKind,
  type OrderState,
} from '@oja/shared/order-status';

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
}

/**
 * The whole lifecycle, as data (docs/decisions/0024-order-lifecycle-and-feature-layout.md). An
 * order is placed awaiting payment; staff may review it (set its fees) or complete its address
 * while it waits; a verified payment opens it; its customer may cancel it and the clock expires
 * it while unpaid; staff process, deliver and refund it once paid. Nothing else moves an order:
 * `transition()` (order-lifecycle.ts) refuses any step, state or actor not written here.
 */
export const orderSteps = {
  place: { from: [], to: 'awaiting', by: ['customer'], tells: null },
  review: { from: ['awaiting'], to: 'awaiting', by: ['staff'], tells: 'order_reviewed' },
  readdress: { from: ['awaiting'], to: 'awaiting', by: ['staff'], tells: null },
  pay: { from: ['awaiting'], to: 'opened', by: ['provider'], tells: 'payment_confirmed' },
  cancel: { from: ['awaiting'], to: 'cancelled', by: ['customer'], tells: null, returnsStock: true },
  expire: { from: ['awaiting'], to: 'expired', by: ['system'], tells: null, returnsStock: true },
  process: { from: ['opened'], to: 'processed', by: ['staff'], tells: 'order_processed' },
  deliver: { from: ['processed'], to: 'delivered', by: ['staff'], tells: 'order_delivered' },
  refund: { from: ['opened', 'processed', 'delivered'], to: 'refunded', by: ['staff'], tells: 'order_refunded' },
  // Bank transfer to the shop's account: staff saw the money arrive (docs/decisions/0033).
  confirm_transfer: { from: ['awaiting'], to: 'opened', by: ['staff'], tells: 'payment_confirmed' },
  // Pay on delivery: the customer chose it where the rules allow; the order is processed unpaid,
  // its stock stays reserved. At the door it is paid (delivered) or refused (stock returns).
  accept_on_delivery: { from: ['awaiting'], to: 'opened', by: ['customer'], tells: null },
  paid_on_delivery: { from: ['processed'], to: 'delivered', by: ['staff'], tells: 'order_delivered' },
  refused_on_delivery: {
    from: ['opened', 'processed'],
    to: 'cancelled',
    by: ['staff'],
    tells: null,
    returnsStock: true,
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

/** The statuses staff may ask for next, from the graph. */
export const nextStates = (state: OrderState): StaffTargetState[] =>
  staffTargetStates.filter((to) => isEdge(state, to, 'staff'));

/** A state's name as customers see it ("Order processed"), or what became of it. */
export function stateName(state: OrderState): string {
  if (state === 'cancelled') return 'Cancelled';
  if (state === 'expired') return 'Expired';
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
