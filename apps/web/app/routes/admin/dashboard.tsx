import { Link } from 'react-router';
import type { Dashboard } from '@oja/shared/staff';
import { formatMoney } from '@oja/shared/money';
import type { Route } from './+types/dashboard';
import { apiData } from '../../lib/api.server';
import { RefundsAttention } from '../../features/admin/refunds-attention';

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard | Back office | Oja' }];

export async function loader({ context }: Route.LoaderArgs) {
  return apiData(context, '/api/admin/dashboard/');
}

function Sales({ title, rows }: { title: string; rows: Dashboard['sales']['today'] }) {
  return (
    <section className="admin-card" aria-labelledby={`${title}-h`}>
      <h2 id={`${title}-h`}>{title}</h2>
      {rows.length === 0 ? (
        <p className="admin-figure">No paid orders yet</p>
      ) : (
        <ul className="admin-figures">
          {rows.map((r) => (
            <li key={r.currency}>
              <span className="admin-figure">{formatMoney(r.total_minor, r.currency)}</span>{' '}
              <span className="admin-muted">
                {r.orders} order{r.orders === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function AdminDashboard({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <h1>Dashboard</h1>
      <div className="admin-cards">
        <section className="admin-card" aria-labelledby="review-h">
          <h2 id="review-h">Orders awaiting review</h2>
          <p className="admin-figure">{d.awaiting_review}</p>
          <Link to="/admin/orders?reviewed=false&status=awaiting">Review orders</Link>
        </section>
        <section className="admin-card" aria-labelledby="process-h">
          <h2 id="process-h">Paid, waiting to be processed</h2>
          <p className="admin-figure">{d.awaiting_processing}</p>
          <Link to="/admin/orders?status=opened">Process orders</Link> <Link to="/admin/pick-list">Pick list</Link>
        </section>
        <Sales title="Sales today" rows={d.sales.today} />
        <Sales title="Sales this month" rows={d.sales.month} />
      </div>
      <RefundsAttention refunds={d.refunds} />
      <section className="admin-card" aria-labelledby="low-h">
        <h2 id="low-h">
          Low stock ({d.low_stock.count} product{d.low_stock.count === 1 ? '' : 's'} at {d.low_stock.threshold} or
          fewer)
        </h2>
        {d.low_stock.products.length === 0 ? (
          <p>Every product has more than {d.low_stock.threshold} in stock.</p>
        ) : (
          <ul className="admin-list">
            {d.low_stock.products.map((p) => (
              <li key={p.id}>
                <Link to={`/admin/products/${p.id}`}>{p.title}</Link>{' '}
                <span className={p.quantity === 0 ? 'tag tag-danger' : 'tag tag-warn'}>{p.quantity} left</span>
              </li>
            ))}
          </ul>
        )}
        {d.low_stock.count > d.low_stock.products.length ? (
          <Link to="/admin/products?low_stock=true">All low-stock products</Link>
        ) : null}
      </section>
    </>
  );
}
