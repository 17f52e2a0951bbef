import { useFetcher } from 'react-router';
import type { StaffOrderDetail, StaffTargetState } from '@oja/shared/staff-orders';
import { staffMessages } from '@oja/shared/staff-rules';
import { resultFor, type ActionResult } from '../../ui/action-result';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { ResultMessage } from '../../ui/result-message';

const buttons: Record<StaffTargetState, string> = {
  processed: 'Mark as processed',
  delivered: 'Mark as delivered',
  refunded: 'Mark as refunded',
};

/** The status changes the lifecycle allows now, one button each; each is e-mailed to the customer. */
export function OrderStatusForm({ order, actionData }: { order: StaffOrderDetail; actionData?: ActionResult }) {
  const fetcher = useFetcher<ActionResult>();
  const answered = resultFor('status', fetcher.data, actionData);
  // "Order is processed" holds while it is; a later change elsewhere on the page (refused at the
  // door, a payment) makes it stale.
  const result = answered?.ok && answered.values?.status !== order.state ? undefined : answered;
  const busy = fetcher.state !== 'idle';
  useSubmissionToast(busy, staffMessages.updating, result);
  return (
    <section className="admin-panel" aria-labelledby="status-h">
      <h2 id="status-h">Status</h2>
      {!busy && result && !result.ok ? <p className="form-error">{result.errors.form}</p> : null}
      <ResultMessage result={result} busy={busy} />
      {order.next_states.length === 0 ? (
        <p className="admin-muted">
          {order.state === 'awaiting'
            ? 'Waiting for the customer to pay. Once paid, the order can be processed.'
            : 'No further status changes.'}
        </p>
      ) : (
        <div className="admin-actions">
          {order.next_states.map((to) => (
            <fetcher.Form
              key={to}
              method="post"
              onSubmit={(e) => {
                if (to === 'refunded' && !window.confirm(`Mark order ${order.order_ref} as refunded?`))
                  e.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="status" value={to} />
              <button type="submit" className={to === 'refunded' ? 'button button-danger' : 'button'} disabled={busy}>
                {buttons[to]}
              </button>
            </fetcher.Form>
          ))}
        </div>
      )}
    </section>
  );
}
