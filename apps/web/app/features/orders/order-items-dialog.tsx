import { formatMajor } from '@oja/shared/money';
import type { OrderDetail } from '@oja/shared/orders';
import { Dialog } from '../../ui/dialog';
import { useT } from '../../i18n/i18n';
import { OrderDelivery } from '../delivery/order-delivery';
import { pictureOf } from '../catalog/picture';

interface OrderItemsDialogProps {
  order: OrderDetail;
  closeHref: string;
  onClose: () => void;
}

/** "ITEMS": what an order holds, where it goes and its fees, in the order's own currency. */
export function OrderItemsDialog({ order, closeHref, onClose }: OrderItemsDialogProps) {
  const money = (major: number) => formatMajor(major, order.currency);
  const t = useT();
  type Row = [label: string, major: number, className?: string];
  const rows: Row[] = [
    [t('checkout.subtotal'), order.subtotal],
    // Discounts (decision 0037): shown only when the order had some.
    ...(order.promotion_discount > 0
      ? [[t('checkout.promotions'), -order.promotion_discount, 'summary-discount'] as Row]
      : []),
    ...(order.voucher_discount > 0
      ? [
          [
            t('voucher.line', { code: order.voucher_code ?? '' }).trim(),
            -order.voucher_discount,
            'summary-discount',
          ] as Row,
        ]
      : []),
    [t('order.fee.shipping'), order.shipping_cost],
    [t('order.fee.freight'), order.shipping_fee],
    [t('order.fee.handling'), order.handling_fee],
    [t('order.fee.packaging'), order.packaging_fee],
    [t('order.fee.insurance'), order.insurance_fee],
  ];
  return (
    <Dialog open title={t('order.items.title')} closeHref={closeHref} onClose={onClose} className="order-items-dialog">
      <p className="muted">{t('order.ref', { ref: order.order_id })}</p>
      <ul className="summary-lines">
        {order.items.map((item) => (
          <li key={item.id}>
            <img src={pictureOf(item.image_url)} alt="" width="48" height="48" />
            <span className="summary-title">
              {item.title} <span className="muted">× {item.quantity}</span>
            </span>
            <span>{money(order.currency === 'NGN' ? item.total_price_naira : item.total_price)}</span>
            {item.discount > 0 && (
              <span className="summary-line-promotion">
                {item.promotion ?? t('checkout.promotion')}: −{money(item.discount)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <OrderDelivery order={order} />
      {/* Collected from a station: the address is the shopper's own, for contact, not where it goes. */}
      <h3 className="dialog-subheading">{t(order.pickup_station ? 'order.items.contact' : 'order.items.address')}</h3>
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
        {rows.map(([label, value, className]) => (
          <div key={label} className={className}>
            <dt>{label}</dt>
            <dd>{value < 0 ? `−${money(-value)}` : money(value)}</dd>
          </div>
        ))}
        <div className="summary-total">
          <dt>{t('checkout.total')}</dt>
          <dd>{money(order.order_total)}</dd>
        </div>
      </dl>
      {!order.order_reviewed && <p className="summary-note">{t('order.items.reviewing')}</p>}
    </Dialog>
  );
}
