import { Link } from 'react-router';
import type { Route } from './+types/pick-list';
import { apiData } from '../../lib/api.server';
import { PrintButton } from '../../features/reports/print-button';
import { useFormatInstant } from '../../lib/staff-time';
import { styleParts } from '../../styles/areas';

export const handle = styleParts('reports');

export const meta: Route.MetaFunction = () => [{ title: 'Pick list | Back office | Oja' }];

export async function loader({ context }: Route.LoaderArgs) {
  return apiData(context, '/api/admin/pick-list/');
}

const label = (t: { title: string; variant_label: string | null }) =>
  t.variant_label ? `${t.title} (${t.variant_label})` : t.title;

/** Everything to take off the shelves for the paid orders waiting to be dispatched. */
export default function PickList({ loaderData: list }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  return (
    <article className="paper">
      <h1>Pick list</h1>
      <p>
        {list.orders.length} paid order{list.orders.length === 1 ? '' : 's'} waiting to be dispatched, oldest payment
        first.
      </p>
      <PrintButton label="Print pick list" />
      {list.orders.length === 0 ? (
        <p>Nothing to pick.</p>
      ) : (
        <>
          <h2>Units to pick</h2>
          <table className="admin-table paper-table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Units</th>
                <th scope="col">Orders</th>
                <th scope="col">Picked</th>
              </tr>
            </thead>
            <tbody>
              {list.totals.map((t) => (
                <tr key={`${t.product_id}-${t.variant_label ?? ''}`}>
                  <th scope="row">{label(t)}</th>
                  <td>{t.quantity}</td>
                  <td>{t.orders}</td>
                  <td aria-label="Tick when picked">☐</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>By order</h2>
          {list.orders.map((o) => (
            <section key={o.id} className="paper-order" aria-label={`Order ${o.order_ref}`}>
              <h3>
                <Link to={`/admin/orders/${o.id}`}>{o.order_ref}</Link>{' '}
                <span className="admin-muted">
                  {o.delivery_method === 'pickup' ? 'pickup station' : 'to the address'}
                  {o.paid_at ? `, paid ${formatInstant(o.paid_at)}` : ''}
                </span>{' '}
                <Link className="no-print" to={`/admin/orders/${o.id}/packing-slip`}>
                  Packing slip
                </Link>
              </h3>
              <ul>
                {o.items.map((i, n) => (
                  <li key={n}>
                    {i.quantity} × {label(i)}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </article>
  );
}
