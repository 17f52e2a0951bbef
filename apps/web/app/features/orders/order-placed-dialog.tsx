import { Link } from 'react-router';
import type { OrderDetail } from '@oja/shared/orders';
import { Dialog } from '../../ui/dialog';
import { useT } from '../../i18n/i18n';
import { OrderDelivery } from '../delivery/order-delivery';
import { myOrdersPath } from './my-orders-path';

/** "Order Placed Successfully" with the order's reference and when it can be paid. */
export function OrderPlacedDialog({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const t = useT();
  return (
    <Dialog open onClose={onDone} title={t('checkout.placed.title')} closeHref={myOrdersPath}>
      <p className="order-ref-line">
        {t('order.ref-label')} <strong>{order.order_id}</strong>
      </p>
      <OrderDelivery order={order} />
      {order.order_reviewed ? <p>{t('checkout.placed.ready')}</p> : <p>{t('checkout.placed.review')}</p>}
      <div className="dialog-actions">
        <Link to={myOrdersPath} className="button">
          {t('checkout.placed.done')}
        </Link>
      </div>
    </Dialog>
  );
}
