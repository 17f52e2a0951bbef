import { Form, Link, useSearchParams } from 'react-router';
import type { Route } from './+types/reservations';
import { apiData } from '../../lib/api.server';
import { InputField } from '../../ui/fields';
import { Pagination } from '../../ui/pagination';
import { useFormatInstant } from '../../lib/staff-time';

export const meta: Route.MetaFunction = () => [{ title: 'Reservations | Back office | Oja' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URLSearchParams();
  for (const [key, value] of new URL(request.url).searchParams) {
    if ((key === 'ip' || key === 'page') && value !== '') params.set(key, value);
  }
  return apiData(context, `/api/admin/reservations/?${params}`);
}

/** Which unpaid orders hold what: the stock the reservation policy keeps from one holder. */
export default function AdminReservations({ loaderData: page }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const formatInstant = useFormatInstant();
  return (
    <>
      <h1>Reservations</h1>
      <p className="admin-muted">
        Unpaid orders hold their stock until they are paid, cancelled or expire. Biggest holders first; an address shows
        every order placed from one network.
      </p>
      <Form method="get" className="admin-filters" role="search" aria-label="Find reservations">
        <InputField label="Client address" name="ip" type="search" defaultValue={params.get('ip') ?? ''} />
        <button type="submit" className="button button-quiet">
          Filter
        </button>
      </Form>
      <p className="admin-muted" role="status">
        {page.total} unpaid order{page.total === 1 ? '' : 's'} holding {page.units_held} unit
        {page.units_held === 1 ? '' : 's'}
      </p>
      {page.items.length === 0 ? (
        <p>No unpaid orders.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table-stack">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Holds</th>
                <th scope="col">Customer</th>
                <th scope="col">Address</th>
                <th scope="col">Expires</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((r) => (
                <tr key={r.order_id}>
                  <th scope="row">
                    <Link to={`/admin/orders/${r.order_id}`}>{r.order_ref}</Link>
                    {r.order_reviewed ? null : <span className="admin-muted"> · awaiting review</span>}
                    {r.on_delivery ? (
                      <span className="admin-muted">
                        {r.state === 'processed' ? ' · pay on delivery, out for delivery' : ' · pay on delivery'}
                      </span>
                    ) : null}
                  </th>
                  <td data-label="Holds">
                    <strong>
                      {r.units} unit{r.units === 1 ? '' : 's'}
                    </strong>
                    <ul className="admin-held-lines">
                      {r.items.map((i) => (
                        <li key={i.product_id}>
                          {i.quantity} × <Link to={`/admin/products/${i.product_id}`}>{i.title}</Link>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td data-label="Customer" className="admin-break">
                    {r.customer.name}
                    <br />
                    <span className="admin-muted">{r.customer.email}</span>
                  </td>
                  <td data-label="Address" className="admin-break">
                    {r.client_ip ? <Link to={`?ip=${encodeURIComponent(r.client_ip)}`}>{r.client_ip}</Link> : '—'}
                  </td>
                  <td data-label="Expires">{r.expires_at === null ? '—' : formatInstant(r.expires_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page.page} perPage={page.per_page} total={page.total} label="Reservation pages" />
    </>
  );
}
