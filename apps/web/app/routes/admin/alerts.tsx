import { data, Form, useNavigation } from 'react-router';
import { alertKinds, type AlertKind } from '@oja/shared/staff-alerts';
import type { Route } from './+types/alerts';
import { apiData, apiOf } from '../../lib/api.server';

export const meta: Route.MetaFunction = () => [{ title: 'My alerts | Back office | Oja' }];

/** Each alert as the form offers it: what it is, and when the e-mail comes. */
const choices: Record<AlertKind, { label: string; explanation: string }> = {
  order_paid: {
    label: 'An order is paid',
    explanation: 'As soon as a payment is recorded, so the order can be packed and sent.',
  },
  transfer_waiting: {
    label: 'A bank transfer to confirm',
    explanation: 'A customer chose to pay by bank transfer: confirm the order once the money is in the account.',
  },
  refund_failed: {
    label: 'A refund failed',
    explanation: 'The payment provider refused a refund: the customer must be refunded another way.',
  },
  low_stock: {
    label: 'Stock running low',
    explanation:
      "A product falls to its low-stock line: the one set on the product, else the shop's default (see Products).",
  },
  morning_summary: {
    label: 'Morning summary',
    explanation:
      "Every morning: yesterday's orders, payments, refunds and new customers, with the transfers to confirm and the products running low.",
  },
};

export async function loader({ context }: Route.LoaderArgs) {
  return apiData(context, '/api/admin/alerts/');
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const asked = new Set(form.getAll('alerts').map(String));
  const sent = await apiOf(context).request('PUT', '/api/admin/alerts/', {
    alerts: alertKinds.filter((kind) => asked.has(kind)),
  });
  if (!sent.ok) return data({ ok: false as const, error: sent.error.detail }, { status: sent.status });
  return { ok: true as const, error: null };
}

/** Each staff member chooses the alerts they get by e-mail (issue 35); nobody else's change. */
export default function AdminAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const chosen = new Set(loaderData.alerts);
  return (
    <>
      <h1>My alerts</h1>
      <p className="admin-muted">
        Choose what you want to be told by e-mail, in the language of your account. Each member of staff chooses for
        themselves; nothing is ticked until you tick it.
      </p>
      {actionData?.error ? (
        <p className="form-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {actionData?.ok && !busy ? (
        <p className="form-success" role="status">
          Saved.
        </p>
      ) : null}
      <Form method="post" className="admin-form admin-panel" aria-label="My alerts" key={loaderData.alerts.join()}>
        <fieldset className="alert-choices">
          <legend>E-mail me when</legend>
          {alertKinds.map((kind) => (
            <div key={kind} className="alert-choice">
              <label className="checkbox">
                <input
                  type="checkbox"
                  name="alerts"
                  value={kind}
                  defaultChecked={chosen.has(kind)}
                  aria-describedby={`alert-${kind}-explained`}
                />{' '}
                {choices[kind].label}
              </label>
              <p className="field-hint" id={`alert-${kind}-explained`}>
                {choices[kind].explanation}
              </p>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save my alerts'}
        </button>
      </Form>
    </>
  );
}
