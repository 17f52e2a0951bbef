import { refuse, type Said } from '../../errors.ts';
import { unpaidOnDelivery } from '../orders/index.ts';
import type { PayableOrder } from './payments.repository.ts';

/** Why an order cannot be paid now, as a message for the customer; null when it can. */
export function notPayableReason(order: PayableOrder, now = Date.now()): Said | null {
  const values = { ref: order.order_ref };
  switch (order.state) {
    case 'awaiting':
      if (order.expires_at !== null && order.expires_at <= now) {
        return { id: 'detail.pay.expired', values };
      }
      if (order.order_reviewed !== 1) {
        return { id: 'detail.pay.reviewing', values };
      }
      return null;
    case 'cancelled':
      return { id: 'detail.pay.cancelled', values };
    case 'expired':
      return { id: 'detail.pay.expired', values };
    case 'on_delivery':
      return { id: 'detail.pay.on-delivery', values };
    case 'opened':
    case 'processed':
      if (unpaidOnDelivery(order)) return { id: 'detail.pay.on-delivery', values };
      return { id: 'detail.pay.already-paid', values };
    case 'delivered':
    case 'refunded':
      return { id: 'detail.pay.already-paid', values };
  }
}

/** Refuses an order that cannot be paid now (409, by its message); passes one that can. */
export function refuseUnlessPayable(order: PayableOrder, now = Date.now()) {
  const reason = notPayableReason(order, now);
  if (reason) throw refuse('conflict', reason.id, reason.values);
}
