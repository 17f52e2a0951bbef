import { Link } from 'react-router';
import { formatMajor } from '@oja/shared/money';
import { orderStatusName } from '@oja/shared/order-status';
import type { OrderSummary } from '@oja/shared/orders';

interface OrdersTableProps {
  orders: OrderSummary[];
  /** With JavaScript, Cancel opens the confirmation in place instead of following its link. */
  onCancel?: (order: OrderSummary) => void;
}

export const canCancel = (o: OrderSummary) => o.status === null && o.state === 'awaiting';
export const canPay = (o: OrderSummary) => canCancel(o) && o.order_reviewed;

/** #, Order ID, Status, View, Cancel, Pay — each action offered only when the rules allow it. */
export function OrdersTable({ orders, onCancel }: OrdersTableProps) {
  if (orders.length === 0) {
    return (
      <div className="orders-empty">
        <p className="orders-empty-title">Your Don&apos;t Order Any Product</p>
        <p>No items added in your Order List. Please add product to your Order list.</p>
      </div>
    );
  }
  return (
    <div className="table-scroll">
      <table className="orders-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Order ID</th>
            <th scope="col">Status</th>
            <th scope="col">View</th>
            <th scope="col">Cancel</th>
            <th scope="col">Pay</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order, i) => (
            <tr key={order.id}>
              <td data-label="#">{i + 1}</td>
              <td data-label="Order ID" className="order-ref">
                {order.order_id}
              </td>
              <td data-label="Status">
                <span className={`status status-${order.state}`}>{orderStatusName(order.status)}</span>
              </td>
              <td data-label="View">
                <Link to={`?view=${order.order_id}`} preventScrollReset className="table-action">
                  View
                </Link>
              </td>
              <td data-label="Cancel">
                {canCancel(order) ? (
                  <Link
                    to={`?cancel=${order.id}`}
                    preventScrollReset
                    className="table-action table-action-danger"
                    aria-label={`Cancel order ${order.order_id}`}
                    onClick={(e) => {
                      if (!onCancel) return;
                      e.preventDefault();
                      onCancel(order);
                    }}
                  >
                    Cancel
                  </Link>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              <td data-label="Pay">
                {canPay(order) ? (
                  <Link to={`/checkout?order_id=${order.order_id}`} className="button pay-button">
                    Make Payment ({formatMajor(order.order_total, order.currency)})
                  </Link>
                ) : canCancel(order) ? (
                  <span className="muted">Awaiting review</span>
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
