import type { NotificationKind } from '@oja/shared/notifications';
import type { OrderEventsTable, OrderState } from '../../db/schema.ts';

export interface OrderEvent {
  order_id: number;
  from_state?: OrderState | null;
  to_state: OrderState;
  actor_kind: OrderEventsTable['actor_kind'];
}

interface Message {
  kind: NotificationKind;
  title: (ref: string) => string;
  body: string;
}

const messages: Record<NotificationKind, Message> = {
  order_reviewed: {
    kind: 'order_reviewed',
    title: (ref) => `Order ${ref} is ready for payment`,
    body: 'We have reviewed your order and set its delivery fees. You can pay for it now from My Orders.',
  },
  payment_confirmed: {
    kind: 'payment_confirmed',
    title: (ref) => `Payment confirmed for order ${ref}`,
    body: 'Thank you! We have received your payment and will prepare your order.',
  },
  order_processed: {
    kind: 'order_processed',
    title: (ref) => `Order ${ref} is being processed`,
    body: 'We are preparing your order for delivery.',
  },
  order_delivered: {
    kind: 'order_delivered',
    title: (ref) => `Order ${ref} has been delivered`,
    body: 'Enjoy your purchase! You can now rate and review the products you received.',
  },
  order_refunded: {
    kind: 'order_refunded',
    title: (ref) => `Order ${ref} has been refunded`,
    body: 'We have refunded your payment. It may take a few days to show on your statement.',
  },
};

/**
 * Which order events the customer hears about. Placing, cancelling and expiry are left out: the
 * customer does the first two themselves, and an unpaid order expiring needs nothing from them.
 * Staff reviewing an unpaid order (fees set) is recorded as awaiting → awaiting.
 */
export function messageForEvent(event: OrderEvent): Message | null {
  if (event.from_state === 'awaiting' && event.to_state === 'awaiting') {
    return event.actor_kind === 'staff' ? messages.order_reviewed : null;
  }
  if (event.from_state === event.to_state) return null;
  switch (event.to_state) {
    case 'opened':
      return messages.payment_confirmed;
    case 'processed':
      return messages.order_processed;
    case 'delivered':
      return messages.order_delivered;
    case 'refunded':
      return messages.order_refunded;
    case 'awaiting':
    case 'cancelled':
    case 'expired':
      return null;
  }
}
