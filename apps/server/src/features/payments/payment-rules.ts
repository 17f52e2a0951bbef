import { unpaidOnDelivery } from '../orders/index.ts';
import type { PayableOrder } from './payments.repository.ts';

/** Why an order cannot be paid now, in words for the customer; null when it can. */
export function notPayableReason(order: PayableOrder, now = Date.now()): string | null {
  const ref = order.order_ref;
  switch (order.state) {
    case 'awaiting':
      if (order.expires_at !== null && order.expires_at <= now) {
        return `Order ${ref} expired before it was paid. Please place the order again.`;
      }
      if (order.order_reviewed !== 1) {
        return `Order ${ref} is waiting for our staff to review it and set the delivery fees. You can pay once they have.`;
      }
      return null;
    case 'cancelled':
      return `Order ${ref} was cancelled, so it can no longer be paid.`;
    case 'expired':
      return `Order ${ref} expired before it was paid. Please place the order again.`;
    case 'on_delivery':
      return `Order ${ref} is paid on delivery: pay the rider when it arrives.`;
    case 'opened':
    case 'processed':
      if (unpaidOnDelivery(order)) return `Order ${ref} is paid on delivery: pay the rider when it arrives.`;
      return `Order ${ref} has already been paid.`;
    case 'delivered':
    case 'refunded':
      return `Order ${ref} has already been paid.`;
  }
}
