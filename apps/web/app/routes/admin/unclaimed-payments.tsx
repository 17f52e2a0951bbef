import { Form, useNavigation } from 'react-router';
import { formatMoney, isCurrency } from '@oja/shared/money';
import { staffMessages } from '@oja/shared/staff-rules';
import type { Route } from './+types/unclaimed-payments';
import { apiData, apiOf } from '../../lib/api.server';
import type { ActionResult } from '../../ui/action-result';
import { ResultMessage } from '../../ui/result-message';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { useFormatInstant } from '../../lib/staff-time';

export const meta: Route.MetaFunction = () => [{ title: 'Unclaimed payments | Back office | Oja' }];

export async function loader({ context }: Route.LoaderArgs) {
  return apiData(context, '/api/admin/unclaimed-payments/');
}

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const intent = form.get('intent') === 'refund' ? 'refund' : 'match';
  const api = apiOf(context);
  const sent =
    intent === 'refund'
      ? await api.request('POST', `/api/admin/unclaimed-payments/${id}/refund`)
      : await api.request('POST', `/api/admin/unclaimed-payments/${id}/match`, {
          body: { order_ref: String(form.get('order_ref') ?? '') },
        });
  return sent.ok
    ? {
        intent,
        ok: true,
        message: intent === 'refund' ? 'The payment is being refunded.' : 'The order is paid with this payment.',
        errors: {},
      }
    : { intent, ok: false, errors: { form: sent.error.detail } };
}

const amount = (minor: number, currency: string) =>
  isCurrency(currency) ? formatMoney(minor, currency) : `${minor} ${currency}`;

/** Widget payments that no order claimed: match one to its order, or refund it. */
export default function AdminUnclaimedPayments({ loaderData: list, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  useSubmissionToast(busy, staffMessages.updating, actionData);
  const formatInstant = useFormatInstant();
  return (
    <>
      <h1>Unclaimed payments</h1>
      <ResultMessage result={actionData} busy={busy} />
      {!busy && actionData && !actionData.ok ? (
        <p className="form-error" role="alert">
          {actionData.errors.form}
        </p>
      ) : null}
      <p className="admin-muted">
        Payments made in the provider’s widget that no order has claimed. When you know whose it is (the payer’s e-mail,
        a message from the customer), match it to the order; otherwise refund it. Unmatched payments are refunded by
        themselves at the time shown.
      </p>
      {list.items.length === 0 ? (
        <p role="status">No unclaimed payments.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table-stack">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Transaction</th>
                <th scope="col">Amount</th>
                <th scope="col">Payer</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((p) => (
                <tr key={p.id}>
                  <td data-label="Received">{formatInstant(p.created_at)}</td>
                  <td data-label="Transaction" className="admin-break">
                    {p.provider} {p.transaction_id}
                    <br />
                    <span className="admin-muted">{p.reference}</span>
                  </td>
                  <td data-label="Amount">{amount(p.amount_minor, p.currency)}</td>
                  <td data-label="Payer" className="admin-break">
                    {p.customer_email ?? '—'}
                  </td>
                  <td data-label="State">
                    {p.status === 'unclaimed' ? (
                      <>
                        <span className="tag">unclaimed</span>
                        {p.refund_after ? (
                          <span className="admin-muted"> refunded {formatInstant(p.refund_after)}</span>
                        ) : null}
                      </>
                    ) : p.status === 'matched' && p.order_ref ? (
                      <>
                        <span className="tag tag-ok">matched</span> {p.order_ref}
                      </>
                    ) : (
                      <span className="tag">{p.status}</span>
                    )}
                  </td>
                  <td>
                    {p.status === 'unclaimed' ? (
                      <>
                        <Form method="post" className="inline-form">
                          <input type="hidden" name="id" value={p.id} />
                          <input type="hidden" name="intent" value="match" />
                          <label>
                            Order <input name="order_ref" required placeholder="OJA-…" size={12} />
                          </label>
                          <button type="submit" className="button button-small" disabled={busy}>
                            Match
                          </button>
                        </Form>
                        <Form method="post">
                          <input type="hidden" name="id" value={p.id} />
                          <input type="hidden" name="intent" value="refund" />
                          <button type="submit" className="button button-quiet button-small" disabled={busy}>
                            Refund
                          </button>
                        </Form>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
