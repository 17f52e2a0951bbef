/** The checkout of an order; with `payment`, the Payment Status of that attempt shows over it. */
export function checkoutPath(orderRef: string, payment?: string): string {
  const params = new URLSearchParams({ order_id: orderRef });
  if (payment) params.set('payment', payment);
  return `/checkout?${params.toString()}`;
}
