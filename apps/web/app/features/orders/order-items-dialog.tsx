import { billOfOrder } from '@oja/shared/order-bill';
import type { OrderDetail } from '@oja/shared/orders';
import { Dialog } from '../../ui/dialog';
import { useT } from '../../i18n/i18n';
import { OrderDelivery } from '../delivery/order-delivery';
import { BillAmounts, BillLines } from './order-bill';
import { useRootData } from '../../lib/root-data';
import { formatPhone } from '@oja/shared/phone';

interface OrderItemsDialogProps {
  order: OrderDetail;
  closeHref: string;
  onClose: () => void;
}

/** "ITEMS": what an order holds, where it goes and its fees, in the order's own currency. */
export function OrderItemsDialog({ order, closeHref, onClose }: OrderItemsDialogProps) {
  const t = useT();
  const bill = billOfOrder(order);
  const whatsapp = useRootData()?.shop?.whatsapp_url;
  return (
    <Dialog open title={t('order.items.title')} closeHref={closeHref} onClose={onClose} className="order-items-dialog">
      <p className="muted">{t('order.ref', { ref: order.order_id })}</p>
      <BillLines bill={bill} />
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
        {formatPhone(order.address.phone)}
      </address>
      <BillAmounts bill={bill} words="order" totalLabel={t('checkout.total')} />
      {!order.order_reviewed && <p className="summary-note">{t('order.items.reviewing')}</p>}
      {whatsapp && (
        <p>
          {/* WhatsApp opens with the message typed for the shopper, naming the order. */}
          <a href={`${whatsapp}?text=${encodeURIComponent(t('order.whatsapp.message', { ref: order.order_id }))}`}>
            {t('order.whatsapp.ask')}
          </a>
        </p>
      )}
    </Dialog>
  );
}
