import type { NotificationKind } from '@oja/shared/notifications';

interface Message {
  title: (ref: string) => string;
  body: string;
}

/**
 * What each kind of order notification says. Which lifecycle steps send which kind is written in
 * the order graph (features/orders/order-graph.ts).
 */
export const orderMessages: Record<NotificationKind, Message> = {
  order_reviewed: {
    title: (ref) => `Order ${ref} is ready for payment`,
    body: 'We have reviewed your order and set its delivery fees. You can pay for it now from My Orders.',
  },
  payment_confirmed: {
    title: (ref) => `Payment confirmed for order ${ref}`,
    body: 'Thank you! We have received your payment and will prepare your order.',
  },
  order_processed: {
    title: (ref) => `Order ${ref} is being processed`,
    body: 'We are preparing your order for delivery.',
  },
  order_delivered: {
    title: (ref) => `Order ${ref} has been delivered`,
    body: 'Enjoy your purchase! You can now rate and review the products you received.',
  },
  order_refunded: {
    title: (ref) => `Order ${ref} has been refunded`,
    body: 'We have refunded your payment. It may take a few days to show on your statement.',
  },
};
