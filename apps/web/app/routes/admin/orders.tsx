import { Form, Link, useSearchParams } from 'react-router';
import { formatMoney } from '@oja/shared/money';
import type { Route } from './+types/orders';
import { apiData } from '../../lib/api.server';
import { InputField, SelectField } from '../../ui/fields';
import { orderStateOptions, OrderStateTag } from '../../features/admin/order-state';
import { Pagination } from '../../ui/pagination';
import { useFormatInstant } from '../../lib/staff-time';

export const meta: Route.MetaFunction = () => [{ title: 'Orders | Back office | Oja' }];

const allowed = ['status', 'reviewed', 'q', 'page'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URLSearchParams();
  for (const [key, value] of new URL(request.url).searchParams) {
    if (allowed.includes(key) && value !== '') params.set(key, value);
  }
  return apiData(context, `/api/admin/orders/?${params}`);
}

export default function AdminOrders({ loaderData: page }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const formatInstant = useFormatInstant();
  return (
    <>
      <h1>Orders</h1>
      <Form method="get" className="admin-filters" role="search" aria-label="Find orders">
        <SelectField label="Status" name="status" defaultValue={params.get('status') ?? ''}>
          <option value="">Every status</option>
          {orderStateOptions.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Review" name="reviewed" defaultValue={params.get('reviewed') ?? ''}>
          <option value="">Reviewed or not</option>
          <option value="false">Waiting for review</option>
          <option value="true">Reviewed</option>
        </SelectField>
        <InputField label="Order ID or e-mail" name="q" type="search" defaultValue={params.get('q') ?? ''} />
        <button type="submit" className="button button-quiet">
          Filter
        </button>
      </Form>
      <p className="admin-muted" role="status">
        {page.total} order{page.total === 1 ? '' : 's'}, newest first
      </p>
      {page.items.length === 0 ? (
        <p>No orders match.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table-stack">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((o) => (
                <tr key={o.id}>
                  <th scope="row">
                    <Link to={`/admin/orders/${o.id}`}>{o.order_ref}</Link>
                  </th>
                  <td data-label="Placed">{formatInstant(o.created_at)}</td>
                  <td data-label="Customer" className="admin-break">
                    {o.customer.name}
                    <br />
                    <span className="admin-muted">{o.customer.email}</span>
                  </td>
                  <td data-label="Status">
                    <OrderStateTag order={o} />
                  </td>
                  <td data-label="Total">
                    {formatMoney(o.total_minor, o.currency)}
                    <span className="admin-muted">
                      {' '}
                      · {o.item_count} item{o.item_count === 1 ? '' : 's'}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page.page} perPage={page.per_page} total={page.total} label="Order pages" />
    </>
  );
}
