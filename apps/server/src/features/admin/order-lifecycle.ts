import { staffTargetStates, type StaffTargetState } from '@oja/shared/admin-orders';
import type { OrderState } from '@oja/shared/order-status';
import { orderStatusName, orderStatusOfState } from '@oja/shared/order-status';

/**
 * The changes staff may make (docs/decisions DESIGN §3): a paid order is processed, then
 * delivered; it may be refunded once paid, from any of those. "Opened" is reached only through a
 * verified payment, and an unpaid order can only be cancelled (by its customer) or expire.
 */
export const staffTransitions: Record<StaffTargetState, readonly OrderState[]> = {
  processed: ['opened'],
  delivered: ['processed'],
  refunded: ['opened', 'processed', 'delivered'],
};

export const nextStates = (state: OrderState): StaffTargetState[] =>
  staffTargetStates.filter((to) => staffTransitions[to].includes(state));

/** A state's name as customers see it ("Order processed"), or what became of it. */
export function stateName(state: OrderState): string {
  if (state === 'cancelled') return 'Cancelled';
  if (state === 'expired') return 'Expired';
  return orderStatusName(orderStatusOfState(state));
}

/** Why an order in `from` cannot become `to`, in words staff can act on. */
export function refusal(from: OrderState, to: StaffTargetState): string {
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

/** The contract's numeric codes (PUT /api/order/{id}) as the state staff ask for. */
export const stateOfContractStatus: Record<3 | 4 | 5, StaffTargetState> = {
  3: 'processed',
  4: 'refunded',
  5: 'delivered',
};
