import type { StaffOrderDetail } from '@oja/shared/staff-orders';
import { useFormatInstant } from '../../lib/staff-time';

const names: Record<StaffOrderDetail['state'], string> = {
  awaiting: 'awaiting confirmation',
  on_delivery: 'accepted for pay on delivery',
  opened: 'opened',
  processed: 'processed',
  delivered: 'delivered',
  refunded: 'refunded',
  cancelled: 'cancelled',
  expired: 'expired',
};
const who = { customer: 'the customer', staff: 'staff', system: 'the shop', provider: 'the payment provider' };

/** Every change of the order: from, to, who and when. */
export function OrderHistory({ events }: { events: StaffOrderDetail['events'] }) {
  const formatInstant = useFormatInstant();
  return (
    <section className="admin-panel" aria-labelledby="history-h">
      <h2 id="history-h">History</h2>
      <ol className="admin-history">
        {events.map((e) => (
          <li key={e.id}>
            <span className="admin-muted">{formatInstant(e.created_at)}</span>
            <br />
            {e.from_state === null
              ? 'Placed'
              : e.from_state === e.to_state
                ? 'Fees set'
                : `${names[e.from_state]} → ${names[e.to_state]}`}{' '}
            by {e.actor_name ?? who[e.actor_kind]}
            {e.note ? <span className="admin-muted"> — {e.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
