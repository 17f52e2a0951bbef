import type { OrderSummary } from '@oja/shared/orders';
import type { MessageId, MessageValues } from '../../i18n/i18n';

/**
 * Why `/dashboard/my-orders?cancel=<id>` opens no confirmation: the order is not in the shopper's
 * list, or it has moved past the point where it can be cancelled (only an unpaid order awaiting
 * confirmation can; `canCancel`). Null when the confirmation may open.
 */
export function cancelRefusal(
  t: (id: MessageId, values?: MessageValues) => string,
  order: OrderSummary | undefined,
  cancellable: boolean,
): string | null {
  if (!order) return t('order.cancel.not-in-list');
  if (cancellable) return null;
  return t(refusals[order.state], { ref: order.order_id });
}

const refusals: Record<OrderSummary['state'], MessageId> = {
  opened: 'order.cancel.refused.opened',
  processed: 'order.cancel.refused.processed',
  delivered: 'order.cancel.refused.delivered',
  refunded: 'order.cancel.refused.refunded',
  cancelled: 'order.cancel.refused.cancelled',
  expired: 'order.cancel.refused.expired',
  awaiting: 'order.cancel.refused.awaiting',
  // Cancellable until dispatched (`canCancel`): refused only at the moment it moved on.
  on_delivery: 'order.cancel.refused.awaiting',
};
