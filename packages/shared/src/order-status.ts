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
