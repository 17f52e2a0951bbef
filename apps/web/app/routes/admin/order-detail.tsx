import { Link } from 'react-router';
import { formatMoney } from '@oja/shared/money';
import { billOfStaffOrder, type BillRow } from '@oja/shared/order-bill';
import type { Route } from './+types/order-detail';
import { apiData } from '../../lib/api.server';
import { orderDetailAction } from '../../features/admin/order-detail.server';
import { OrderAddressForm } from '../../features/admin/order-address-form';
import { OrderHistory } from '../../features/admin/order-history';
import { OrderRefunds } from '../../features/admin/order-refunds';
import { OrderReviewForm } from '../../features/admin/order-review-form';
import { OrderStateTag } from '../../features/admin/order-state';
import { OrderStatusForm } from '../../features/admin/order-status-form';
import { OrderPaymentMethod, paymentMethodNames } from '../../features/admin/order-payment-method';
import { useFormatInstant } from '../../lib/staff-time';
import { formatPhone } from '@oja/shared/phone';
import { addressLine } from '../../features/admin/address-line';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Order ${loaderData?.order_ref ?? ''} | Back office | Oja` },
];

const billRowNames: Record<Exclude<BillRow['kind'], 'voucher'>, string> = {
  subtotal: 'Subtotal',
  promotions: 'Promotions',
  shipping_cost: 'Shipping cost',
  freight_fee: 'Freight fee',
  handling_fee: 'Handling fee',
  packaging_fee: 'Packaging fee',
  insurance_fee: 'Insurance fee',
};

const idOf = (params: { id?: string }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response('Not found', { status: 404 });
  return id;
};

export async function loader({ params, context }: Route.LoaderArgs) {
  return apiData(context, `/api/admin/orders/${idOf(params)}`);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return orderDetailAction(request, context, idOf(params));
}

export default function AdminOrder({ loaderData: order, actionData }: Route.ComponentProps) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const formatInstant = useFormatInstant();
  const a = order.address;
  // The one bill of the order (issue 30): the variant of each line, the discounts, each fee.
  const bill = billOfStaffOrder(order);
  return (
    <>
      <p>
        <Link to="/admin/orders">← All orders</Link>
      </p>
      <div className="admin-heading">
        <h1>Order {order.order_ref}</h1>
        <p className="admin-order-state">
          <OrderStateTag order={order} />
        </p>
      </div>
      <p>
        <Link reloadDocument to={`/admin/orders/${order.id}/packing-slip`}>
          Packing slip
        </Link>
        {' · '}
        <Link reloadDocument to={`/admin/orders/${order.id}/invoice`}>
          Invoice
        </Link>
      </p>
      <div className="admin-columns">
        <div className="admin-stack">
          <section className="admin-panel admin-facts" aria-labelledby="customer-h">
            <h2 id="customer-h">Customer and delivery</h2>
            <dl>
              <dt>Customer</dt>
              <dd>
                {order.customer.name}
                <br />
                <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
              </dd>
              <dt>Address</dt>
              <dd>
                {order.address_complete ? (
                  addressLine(a)
                ) : (
                  <>
                    {a.street} <span className="tag tag-warn">street line only</span>
                  </>
                )}
              </dd>
              <dt>Phone</dt>
              <dd className="admin-phone">{a.phone ? formatPhone(a.phone) : '—'}</dd>
              <dt>Delivery</dt>
              <dd>
                {order.delivery.method === 'pickup' ? (
                  <>
                    Collect from pickup station <strong>{order.delivery.pickup_station_name}</strong>
                    {order.delivery.pickup_station_address ? <>, {order.delivery.pickup_station_address}</> : null}
                  </>
                ) : (
                  'To the address'
                )}
              </dd>
              <dt>Payment method</dt>
              <dd>{paymentMethodNames[order.payment_method]}</dd>
              <dt>Placed</dt>
              <dd>{formatInstant(order.created_at)}</dd>
              {order.paid_at ? (
                <>
                  <dt>Paid</dt>
                  <dd>{formatInstant(order.paid_at)}</dd>
                </>
              ) : order.expires_at && order.state === 'awaiting' ? (
                <>
                  <dt>Expires unpaid</dt>
                  <dd>{formatInstant(order.expires_at)}</dd>
                </>
              ) : null}
            </dl>
          </section>

          <section className="admin-panel" aria-labelledby="items-h">
            <h2 id="items-h">Items</h2>
            <div className="admin-table-wrap">
              <table className="admin-table admin-table-compact">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Qty</th>
                    <th scope="col">Unit</th>
                    <th scope="col">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {bill.lines.map((i) => (
                    <tr key={i.key}>
                      <th scope="row">
                        <Link to={`/admin/products/${i.product_id}`}>{i.title}</Link>
                        {i.variant_label ? (
                          <>
                            {' '}
                            <strong className="admin-variant">{i.variant_label}</strong>
                          </>
                        ) : null}
                        {i.discount_minor > 0 ? (
                          <span className="admin-muted admin-line-promotion">
                            {' '}
                            {i.promotion ?? 'Promotion'}: −{money(i.discount_minor)}
                          </span>
                        ) : null}
                      </th>
                      <td>{i.quantity}</td>
                      <td>{money(i.unit_minor)}</td>
                      <td>{money(i.total_minor)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  {bill.rows.map((row) => (
                    <tr key={row.kind}>
                      <th scope="row" colSpan={3}>
                        {row.kind === 'voucher' ? `Voucher ${row.code ?? ''}`.trim() : billRowNames[row.kind]}
                      </th>
                      <td>{row.minor < 0 ? `−${money(-row.minor)}` : money(row.minor)}</td>
                    </tr>
                  ))}
                  <tr className="admin-total">
                    <th scope="row" colSpan={3}>
                      Total
                    </th>
                    <td>{money(bill.total_minor)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </section>

          <section className="admin-panel" aria-labelledby="payments-h">
            <h2 id="payments-h">Payments</h2>
            {order.payments.length === 0 ? (
              <p className="admin-muted">No payments yet.</p>
            ) : (
              <ul className="admin-list">
                {order.payments.map((p) => (
                  <li key={p.id}>
                    {formatMoney(p.amount_minor, p.currency)} by {p.provider} ({p.reference}): {p.status}
                    {p.verified_at ? `, verified ${formatInstant(p.verified_at)}` : ''}
                    {p.failure_reason ? <span className="tag tag-danger">{p.failure_reason}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <OrderRefunds refunds={order.refunds} />
        </div>
        <div className="admin-side">
          <OrderPaymentMethod order={order} actionData={actionData} />
          {order.can_review ? <OrderAddressForm order={order} actionData={actionData} /> : null}
          {order.can_review && order.address_complete ? (
            <OrderReviewForm order={order} actionData={actionData} />
          ) : null}
          <OrderStatusForm order={order} actionData={actionData} />
          <OrderHistory events={order.events} />
        </div>
      </div>
    </>
  );
}
