import { useFetcher } from 'react-router';
import type { StaffOrderDetail } from '@oja/shared/staff-orders';
import { staffMessages } from '@oja/shared/staff-rules';
import { AddressFields } from '../orders/address-fields';
import { resultFor, type ActionResult } from '../../ui/action-result';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { ResultMessage } from '../../ui/result-message';

/**
 * Staff complete (or correct) the delivery address of an order that awaits payment. Orders from
 * the original shop's client arrive with the street line alone and cannot be reviewed before this.
 */
export function OrderAddressForm({ order, actionData }: { order: StaffOrderDetail; actionData?: ActionResult }) {
  const fetcher = useFetcher<ActionResult>();
  const result = resultFor('address', fetcher.data, actionData);
  const busy = fetcher.state !== 'idle';
  useSubmissionToast(busy, staffMessages.processing, result);
  const problems = busy || result?.ok ? {} : (result?.errors ?? {});
  const sent = result?.ok ? undefined : result?.values;
  const a = order.address;
  const values = sent ?? { ...a, country: a.country };
  return (
    <fetcher.Form method="post" className="admin-panel admin-address" aria-labelledby="address-h">
      <h2 id="address-h">{order.address_complete ? 'Delivery address' : 'Complete the delivery address'}</h2>
      <p className="admin-muted">
        {order.address_complete
          ? 'Correct the address while the order awaits payment.'
          : 'The customer gave only the street line. Complete the address, then set the fees.'}
      </p>
      <input type="hidden" name="intent" value="address" />
      {problems.form ? <p className="form-error">{problems.form}</p> : null}
      <AddressFields key={`${order.address.street}-${order.address.country}`} values={values} problems={problems} />
      <ResultMessage result={result} busy={busy} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving…' : 'Save the address'}
      </button>
    </fetcher.Form>
  );
}
