import { Link } from 'react-router';
import type { Dashboard } from '@oja/shared/staff';
import { formatMoney } from '@oja/shared/money';

/**
 * The dashboard's refunds that have not gone through: shown only when there are some, each
 * linking to its order (where the error and the provider's details are).
 */
export function RefundsAttention({ refunds: r }: { refunds: Dashboard['refunds'] }) {
  if (r.failed === 0 && r.retrying === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="refunds-h">
      <h2 id="refunds-h">Refunds not through</h2>
      <p>
        {r.failed} failed (refund by hand in the provider’s dashboard), {r.retrying} being retried by the shop.
      </p>
      <ul className="admin-list">
        {r.refunds.map((x) => (
          <li key={x.id}>
            <Link to={`/admin/orders/${x.order_id}`}>{x.order_ref}</Link> {formatMoney(x.amount_minor, x.currency)}{' '}
            <span className={x.status === 'failed' ? 'tag tag-danger' : 'tag tag-warn'}>
              {x.status === 'failed' ? 'failed' : 'retrying'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
