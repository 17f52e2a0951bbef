import { useCallback } from 'react';
import type { OrderState, OrderStatusCode } from '@oja/shared/order-status';
import { useT, type MessageId } from '../../i18n/i18n';

/**
 * Order status names in the page's language. The API keeps the English `status_name` of the
 * original contract; shoppers read the name of the status code in their own language.
 */
const statusIds: Record<'null' | '1' | '3' | '4' | '5', MessageId> = {
  null: 'order.status.awaiting',
  1: 'order.status.opened',
  3: 'order.status.processed',
  4: 'order.status.refunded',
  5: 'order.status.delivered',
};

export function useOrderStatusName() {
  const t = useT();
  // An order to be paid on delivery is "opened" (1) to the original client; shoppers read what it is.
  return useCallback(
    (status: OrderStatusCode, state?: OrderState) =>
      t(state === 'on_delivery' ? 'order.status.on-delivery' : statusIds[String(status) as keyof typeof statusIds]),
    [t],
  );
}
