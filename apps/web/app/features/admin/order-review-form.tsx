import { useFetcher } from 'react-router';
import type { StaffOrderDetail } from '@oja/shared/staff-orders';
import { staffMessages } from '@oja/shared/staff-rules';
import { toDecimalText } from '@oja/shared/money';
import { resultFor, type ActionResult } from '../../ui/action-result';
import { MoneyField } from '../../ui/fields';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { ResultMessage } from '../../ui/result-message';

const symbol = { USD: '$', NGN: '₦' } as const;

/** Staff set the five fees of an order that waits for payment; the server recomputes the total. */
export function OrderReviewForm({ order, actionData }: { order: StaffOrderDetail; actionData?: ActionResult }) {
  const fetcher = useFetcher<ActionResult>();
  const result = resultFor('review', fetcher.data, actionData);
  const busy = fetcher.state !== 'idle';
  useSubmissionToast(busy, staffMessages.processing, result);
  const errors = busy || result?.ok ? {} : (result?.errors ?? {});
  const values = result?.ok ? undefined : result?.values;
  const s = symbol[order.currency];
  const fields = [
    ['shipping_cost', 'Shipping cost', order.fees.shipping_cost_minor],
    ['shipping_fee', 'Freight fee', order.fees.freight_fee_minor],
    ['handling_fee', 'Handling fee', order.fees.handling_fee_minor],
    ['packaging_fee', 'Packaging fee', order.fees.packaging_fee_minor],
    ['insurance_fee', 'Insurance fee', order.fees.insurance_fee_minor],
  ] as const;
  return (
    <fetcher.Form method="post" className="admin-panel admin-review" aria-labelledby="review-h">
      <h2 id="review-h">{order.order_reviewed ? 'Change the fees' : 'Review: set the fees'}</h2>
      <p className="admin-muted">
        In {order.currency}. Saving marks the order reviewed and e-mails the customer that it is ready for payment.
      </p>
      <input type="hidden" name="intent" value="review" />
      {errors.form ? <p className="form-error">{errors.form}</p> : null}
      <div className="admin-fee-fields">
        {fields.map(([name, label, minor]) => (
          <MoneyField
            key={`${name}-${minor}`}
            label={`${label} (${s})`}
            name={name}
            required
            defaultValue={values?.[name] ?? toDecimalText(minor)}
            error={errors[name]}
          />
        ))}
      </div>
      <ResultMessage result={result} busy={busy} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving…' : order.order_reviewed ? 'Save the fees' : 'Save the fees and notify the customer'}
      </button>
    </fetcher.Form>
  );
}
