import { Link } from 'react-router';
import { formatMoney } from '@oja/shared/money';
import type { Route } from './+types/transfers';
import { apiData } from '../../lib/api.server';
import { useFormatInstant } from '../../lib/staff-time';

export const meta: Route.MetaFunction = () => [{ title: 'Bank transfers | Back office | Oja' }];

export async function loader({ context }: Route.LoaderArgs) {
  return apiData(context, '/api/admin/transfers/');
}

/** The confirmation queue: orders waiting for a bank transfer, oldest first. */
export default function AdminTransfers({ loaderData: queue }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  return (
    <>
      <h1>Bank transfers</h1>
      <p className="admin-muted">
        Orders waiting for a transfer to the shop’s account, oldest first. Match the reference in the transfer’s
        narration, then open the order to confirm the amount, the date and the bank’s reference. Unconfirmed orders
        expire like any unpaid order.
      </p>
      {queue.items.length === 0 ? (
        <p role="status">No transfers to confirm.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Amount</th>
                <th scope="col">Placed</th>
                <th scope="col">Expires</th>
              </tr>
            </thead>
            <tbody>
              {queue.items.map((t) => (
                <tr key={t.id}>
                  <th scope="row" className="transfer-reference">
                    {t.reference}
                  </th>
                  <td>
                    <Link to={`/admin/orders/${t.id}`}>{t.order_ref}</Link>
                  </td>
                  <td>
                    {t.customer_name}
                    <br />
                    <span className="admin-muted">{t.email}</span>
                  </td>
                  <td>{formatMoney(t.amount_minor, t.currency)}</td>
                  <td>{formatInstant(t.created_at)}</td>
                  <td>{t.expires_at ? formatInstant(t.expires_at) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
