import type { StaffOrderDetail } from '@oja/shared/staff-orders';
import { formatMoney } from '@oja/shared/money';
import { useFormatInstant } from '../../lib/staff-time';

type Refund = StaffOrderDetail['refunds'][number];

const tagOf: Record<Refund['status'], string> = { requested: 'tag-warn', succeeded: 'tag-ok', failed: 'tag-danger' };
const statusText: Record<Refund['status'], string> = {
  requested: 'refund requested',
  succeeded: 'refunded by the provider',
  failed: 'refund failed: refund it by hand in the provider’s dashboard',
};

/**
 * Money the order could not take, given back through the provider: shown only when there is
 * some, with the provider's refund id, or why it has not gone through (yet).
 */
export function OrderRefunds({ refunds }: { refunds: StaffOrderDetail['refunds'] }) {
  const formatInstant = useFormatInstant();
  if (refunds.length === 0) return null;
  return (
    <section className="admin-panel" aria-labelledby="refunds-h">
      <h2 id="refunds-h">Refunds</h2>
      <ul className="admin-list">
        {refunds.map((r) => (
          <li key={r.id}>
            {formatMoney(r.amount_minor, r.currency)} to the payer of {r.reference} ({r.provider}), since{' '}
            {formatInstant(r.created_at)}: <span className={`tag ${tagOf[r.status]}`}>{statusText[r.status]}</span>
            <br />
            <span className="admin-muted">{r.reason}</span>
            {r.provider_refund_id ? (
              <>
                <br />
                Provider refund {r.provider_refund_id}
                {r.provider_status ? ` (${r.provider_status})` : ''}
              </>
            ) : null}
            {r.error ? (
              <>
                <br />
                <span className="admin-muted">
                  Last error after {r.attempts} attempt{r.attempts === 1 ? '' : 's'}: {r.error}
                  {r.status === 'requested' ? ' — the shop asks again by itself.' : ''}
                </span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
