import { formatMajor } from '@oja/shared/money';
import type { OrderDetail } from '@oja/shared/orders';
import { Dialog } from '../../ui/dialog';
import { OrderDelivery } from '../delivery/order-delivery';

interface OrderItemsDialogProps {
  order: OrderDetail;
  closeHref: string;
  onClose: () => void;
}

/** "ITEMS": what an order holds, where it goes and its fees, in the order's own currency. */
export function OrderItemsDialog({ order, closeHref, onClose }: OrderItemsDialogProps) {
  const money = (major: number) => formatMajor(major, order.currency);
  const rows: [string, number][] = [
    ['Subtotal', order.amount],
    ['Shipping cost', order.shipping_cost],
    ['Freight cost', order.shipping_fee],
    ['Handling fee', order.handling_fee],
    ['Packaging fee', order.packaging_fee],
    ['Insurance fee', order.insurance_fee],
  ];
  return (
    <Dialog open title="ITEMS" closeHref={closeHref} onClose={onClose} className="order-items-dialog">
      <p className="muted">Order ID: {order.order_id}</p>
      <ul className="summary-lines">
        {order.items.map((item) => (
          <li key={item.id}>
            <img src={item.image_url} alt="" width="48" height="48" />
            <span className="summary-title">
              {item.title} <span className="muted">× {item.quantity}</span>
            </span>
            <span>{money(order.currency === 'NGN' ? item.total_price_naira : item.total_price)}</span>
          </li>
        ))}
      </ul>
      <OrderDelivery order={order} />
      <h3 className="dialog-subheading">Delivery address</h3>
      <address className="delivery-address">
        {order.address.street}
        <br />
        {order.address.city}, {/* The LGA, unless the town has its name ("Ikeja, Ikeja"). */}
        {order.address.lga &&
          order.address.lga.toLowerCase() !== order.address.city.toLowerCase() &&
          `${order.address.lga}, `}
        {order.address.state} {order.address.postal_code}
        <br />
        {order.address.country_name}
        <br />
        {order.address.phone}
      </address>
      <dl className="summary-amounts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{money(value)}</dd>
          </div>
        ))}
        <div className="summary-total">
          <dt>Total</dt>
          <dd>{money(order.order_total)}</dd>
        </div>
      </dl>
      {!order.order_reviewed && (
        <p className="summary-note">Our staff are reviewing this order and will set its delivery fees.</p>
      )}
    </Dialog>
  );
}
