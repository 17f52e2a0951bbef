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

/** The stored lifecycle state of an order (see docs/decisions/0002-database-layer.md). */
export type OrderState = 'awaiting' | 'opened' | 'processed' | 'delivered' | 'refunded' | 'cancelled' | 'expired';

/**
 * The contract's numeric status of a state. Cancelled and expired orders have no code of their
 * own (they leave the customer's list); they answer `null` with their `state` beside it.
 */
export function orderStatusOfState(state: OrderState): OrderStatusCode {
  switch (state) {
    case 'opened':
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
