import { Link } from 'react-router';
import { formatMajor } from '@oja/shared/money';
import { useT } from '../../i18n/i18n';
import { useOrderStatusName } from './order-status-name';
import type { OrderSummary } from '@oja/shared/orders';

interface OrdersTableProps {
  orders: OrderSummary[];
  /** With JavaScript, Cancel opens the confirmation in place instead of following its link. */
  onCancel?: (order: OrderSummary) => void;
}

/** Unpaid and awaiting confirmation, or to be paid on delivery and not dispatched yet (decision 0040). */
export const canCancel = (o: OrderSummary) =>
  (o.status === null && o.state === 'awaiting') || o.state === 'on_delivery';
export const canPay = (o: OrderSummary) => o.status === null && o.state === 'awaiting' && o.order_reviewed;

/** #, Order ID, Status, View, Cancel, Pay — each action offered only when the rules allow it. */
export function OrdersTable({ orders, onCancel }: OrdersTableProps) {
  const t = useT();
  const statusName = useOrderStatusName();
  if (orders.length === 0) {
    return (
      <div className="orders-empty">
        <p className="orders-empty-title">{t('order.list.empty')}</p>
        <p>{t('order.list.empty-text')}</p>
      </div>
    );
  }
  return (
    <div className="table-scroll">
      <table className="orders-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('order.col.id')}</th>
            <th scope="col">{t('order.col.status')}</th>
            <th scope="col">{t('order.col.view')}</th>
            <th scope="col">{t('order.col.cancel')}</th>
            <th scope="col">{t('order.col.pay')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order, i) => (
            <tr key={order.id}>
              <td data-label="#">{i + 1}</td>
              <td data-label={t('order.col.id')} className="order-ref">
                {order.order_id}
              </td>
              <td data-label={t('order.col.status')}>
                <span className={`status status-${order.state}`}>{statusName(order.status, order.state)}</span>
              </td>
              <td data-label={t('order.col.view')}>
                <Link to={`?view=${order.order_id}`} preventScrollReset className="table-action">
                  {t('order.view')}
                </Link>
              </td>
              <td data-label={t('order.col.cancel')}>
                {canCancel(order) ? (
                  <Link
                    to={`?cancel=${order.id}`}
                    preventScrollReset
                    className="table-action table-action-danger"
                    aria-label={t('order.cancel.label', { ref: order.order_id })}
                    onClick={(e) => {
                      if (!onCancel) return;
                      e.preventDefault();
                      onCancel(order);
                    }}
                  >
                    {t('order.cancel')}
                  </Link>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              <td data-label={t('order.col.pay')}>
                {canPay(order) ? (
                  <Link to={`/checkout?order_id=${order.order_id}`} className="button pay-button">
                    {t('order.pay', { amount: formatMajor(order.order_total, order.currency) })}
                  </Link>
                ) : canCancel(order) ? (
                  <span className="muted">{t('order.awaiting-review')}</span>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
