import { Link } from 'react-router';
import type { OrderDetail } from '@oja/shared/orders';
import { Dialog } from '../../ui/dialog';
import { OrderDelivery } from '../delivery/order-delivery';
import { myOrdersPath } from './my-orders-path';

/** "Order Placed Successfully" with the order's reference and when it can be paid. */
export function OrderPlacedDialog({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  return (
    <Dialog open onClose={onDone} title="Order Placed Successfully" closeHref={myOrdersPath}>
      <p className="order-ref-line">
        Order ID: <strong>{order.order_id}</strong>
      </p>
      <OrderDelivery order={order} />
      {order.order_reviewed ? (
        <p>Your order is ready for payment. You will find it with its Make Payment button in My Orders.</p>
      ) : (
        <p>
          Your order will be ready for payment once our staff have reviewed it and set the delivery fees (within 2
          working hours). You will find it under Pending Orders in My Orders.
        </p>
      )}
      <div className="dialog-actions">
        <Link to={myOrdersPath} className="button">
          Done
        </Link>
      </div>
    </Dialog>
  );
}
