/**
 * Order status codes of the original contract. `null` means awaiting confirmation (placed, not
 * paid); 2 has no name in the original shop and is never used.
 */
export type OrderStatusCode = null | 1 | 3 | 4 | 5;

export const orderStatusNames: Record<'null' | '1' | '3' | '4' | '5', string> = {
  null: 'Awaiting confirmation',
  1: 'Order opened',
  3: 'Order processed',
  4: 'Order Refunded',
  5: 'Order delivered',
};

export function orderStatusName(status: OrderStatusCode): string {
  return orderStatusNames[String(status) as keyof typeof orderStatusNames];
}

/**
 * The stored lifecycle states of an order, the one list every part of the shop uses (the database
 * schema's type, the API's `state` field, the server's transition graph in
 * apps/server/src/features/orders/order-graph.ts; docs/decisions/0024-order-lifecycle-and-feature-layout.md).
 */
/**
 * `on_delivery`: accepted for pay on delivery, not paid, not yet dispatched; it holds its stock
 * like `awaiting` and leaves `opened` meaning paid (docs/decisions/0040-pay-on-delivery-state.md).
 */
export const orderStates = [
  'awaiting',
  'on_delivery',
  'opened',
  'processed',
  'delivered',
  'refunded',
  'cancelled',
  'expired',
] as const;
export type OrderState = (typeof orderStates)[number];

/** Who takes a step of the lifecycle (recorded with each order event). */
export const orderActorKinds = ['customer', 'provider', 'system', 'staff'] as const;
export type OrderActorKind = (typeof orderActorKinds)[number];

/**
 * The contract's numeric status of a state. Cancelled and expired orders have no code of their
 * own (they leave the customer's list); they answer `null` with their `state` beside it.
 */
export function orderStatusOfState(state: OrderState): OrderStatusCode {
  switch (state) {
    // The original client knew pay-on-delivery orders as opened (1); they still answer so.
    case 'opened':
    case 'on_delivery':
      return 1;
    case 'processed':
      return 3;
    case 'refunded':
      return 4;
    case 'delivered':
      return 5;
    case 'awaiting':
    case 'cancelled':
    case 'expired':
      return null;
  }
}
