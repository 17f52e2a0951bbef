import { useFetcher } from 'react-router';
import type { StaffOrderDetail } from '@oja/shared/staff-orders';
import { staffMessages } from '@oja/shared/staff-rules';
import { formatMoney } from '@oja/shared/money';
import { resultFor, type ActionResult } from '../../ui/action-result';
import { InputField } from '../../ui/fields';
import { ResultMessage } from '../../ui/result-message';
import { useSubmissionToast } from '../../ui/use-submission-toast';

export const paymentMethodNames: Record<StaffOrderDetail['payment_method'], string> = {
  provider: 'Payment provider (card, bank transfer or USSD on its page)',
  bank_transfer: 'Bank transfer to the shop’s account',
  on_delivery: 'Pay on delivery',
};

/** Today in the shop's time zone, for the "received on" field. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Staff's part in bank transfers and pay on delivery: confirm a transfer that arrived (amount,
 * date, the bank's reference), or record what happened at the door of a pay-on-delivery order.
 */
export function OrderPaymentMethod({ order, actionData }: { order: StaffOrderDetail; actionData?: ActionResult }) {
  const fetcher = useFetcher<ActionResult>();
  const transfer = resultFor('transfer', fetcher.data, actionData);
  const outcome = resultFor('delivery-outcome', fetcher.data, actionData);
  const result = transfer ?? outcome;
  const busy = fetcher.state !== 'idle';
  useSubmissionToast(busy, staffMessages.updating, result);
  const confirmable = order.state === 'awaiting' && order.transfer_reference !== null && !order.transfer_confirmation;
  // Accepted (not dispatched) or out for delivery, and not paid yet (decision 0040).
  const atTheDoor =
    order.state === 'on_delivery' ||
    (order.payment_method === 'on_delivery' && order.state === 'processed' && order.paid_at === null);
  const c = order.transfer_confirmation;
  if (!confirmable && !atTheDoor && !c && order.payment_method === 'provider') return null;
  const values = transfer && !transfer.ok ? transfer.values : undefined;
  return (
    <section className="admin-panel" aria-labelledby="payment-method-h">
      <h2 id="payment-method-h">{order.payment_method === 'on_delivery' ? 'Pay on delivery' : 'Bank transfer'}</h2>
      {!busy && result && !result.ok && result.errors.form ? <p className="form-error">{result.errors.form}</p> : null}
      <ResultMessage result={result} busy={busy} />
      {order.transfer_reference ? (
        <p>
          Transfer reference <strong className="transfer-reference">{order.transfer_reference}</strong>, expected{' '}
          <strong>{formatMoney(order.total_minor, order.currency)}</strong>.
        </p>
      ) : null}
      {c ? (
        <p className="admin-muted">
          Confirmed: {formatMoney(c.amount_minor, c.currency)} received {c.received_on}, bank reference{' '}
          {c.bank_reference}
          {c.staff_name ? `, by ${c.staff_name}` : ''}.
        </p>
      ) : null}
      {confirmable ? (
        <fetcher.Form method="post" className="admin-form" noValidate>
          <input type="hidden" name="intent" value="transfer" />
          <input type="hidden" name="currency" value={order.currency} />
          <InputField
            label={`Amount received (${order.currency})`}
            name="amount"
            inputMode="decimal"
            required
            defaultValue={values?.amount ?? ''}
            hint="What the bank statement shows (the amount expected is above)."
            error={transfer?.errors.amount ?? transfer?.errors.currency}
          />
          <InputField
            label="Received on"
            name="received_on"
            type="date"
            required
            defaultValue={values?.received_on ?? today()}
            error={transfer?.errors.received_on}
          />
          <InputField
            label="Bank’s reference"
            name="bank_reference"
            required
            defaultValue={values?.bank_reference ?? ''}
            hint="As it appears on the bank statement."
            error={transfer?.errors.bank_reference}
          />
          <button type="submit" className="button" disabled={busy}>
            Confirm transfer received
          </button>
        </fetcher.Form>
      ) : null}
      {atTheDoor ? (
        <>
          {order.state === 'on_delivery' ? (
            <p className="admin-muted">
              Mark the order processed when it leaves with the rider; not dispatched by its deadline, it expires.
            </p>
          ) : null}
          <div className="admin-actions">
            {order.state === 'processed' ? (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="delivery-outcome" />
                <input type="hidden" name="outcome" value="paid" />
                <button type="submit" className="button" disabled={busy}>
                  Paid on delivery
                </button>
              </fetcher.Form>
            ) : null}
            <fetcher.Form
              method="post"
              onSubmit={(e) => {
                if (!window.confirm(`Record that the customer refused order ${order.order_ref}? Its stock returns.`))
                  e.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="delivery-outcome" />
              <input type="hidden" name="outcome" value="refused" />
              <button type="submit" className="button button-danger" disabled={busy}>
                Refused at delivery
              </button>
            </fetcher.Form>
          </div>
        </>
      ) : null}
      {order.delivery_outcome ? (
        <p className="admin-muted">
          {order.delivery_outcome === 'paid' ? 'Paid on delivery.' : 'Refused at delivery: the stock was returned.'}
        </p>
      ) : null}
    </section>
  );
}
