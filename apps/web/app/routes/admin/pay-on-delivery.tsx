import { data, Form, useNavigation } from 'react-router';
import { nigerianStates } from '@oja/shared/nigeria';
import { parseMajorUnits, toDecimalText } from '@oja/shared/money';
import type { Route } from './+types/pay-on-delivery';
import { apiData, apiOf } from '../../lib/api.server';
import { textValues } from '../../ui/action-result';
import { InputField } from '../../ui/fields';

export const meta: Route.MetaFunction = () => [{ title: 'Pay on delivery | Back office | Oja' }];

export async function loader({ context }: Route.LoaderArgs) {
  return apiData(context, '/api/admin/on-delivery-rules/');
}

const money = (text: string | undefined) => {
  const t = (text ?? '').trim();
  return t === '' ? null : parseMajorUnits(t);
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = textValues(form);
  const ngn = money(values.max_ngn);
  const usd = money(values.max_usd);
  const refusals = Number(values.max_refusals);
  if ((values.max_ngn ?? '').trim() !== '' && ngn === null)
    return data({ ok: false, error: 'Maximum in naira: write an amount such as 100000.' }, { status: 400 });
  if ((values.max_usd ?? '').trim() !== '' && usd === null)
    return data({ ok: false, error: 'Maximum in dollars: write an amount such as 50.' }, { status: 400 });
  if (!Number.isInteger(refusals) || refusals < 0 || refusals > 100)
    return data({ ok: false, error: 'Refused deliveries: a whole number from 0 to 100.' }, { status: 400 });
  const sent = await apiOf(context).request('PUT', '/api/admin/on-delivery-rules/', {
    enabled: values.enabled === 'on',
    states: form.getAll('states').map(String),
    max_ngn_kobo: ngn,
    max_usd_cents: usd,
    require_verified_phone: values.require_verified_phone === 'on',
    max_refusals: refusals,
  });
  if (!sent.ok) return data({ ok: false, error: sent.error.detail }, { status: sent.status });
  return { ok: true, error: null };
}

/** Staff decide where and for whom riders collect payment at the door. */
export default function AdminPayOnDelivery({ loaderData: rules, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <h1>Pay on delivery</h1>
      <p className="admin-muted">
        Checkout offers pay on delivery (cash or card to the rider) only when every rule below passes; shoppers see
        which rule stops them.
      </p>
      {actionData?.error ? <p className="form-error">{actionData.error}</p> : null}
      {actionData?.ok && !busy ? (
        <p className="form-success" role="status">
          The rules are saved.
        </p>
      ) : null}
      <Form method="post" className="admin-form admin-panel">
        <label className="checkbox">
          <input type="checkbox" name="enabled" defaultChecked={rules.enabled} /> Offer pay on delivery
        </label>
        <fieldset className="cod-states">
          <legend>States where riders collect payment</legend>
          {nigerianStates.map((s) => (
            <label key={s.name} className="checkbox">
              <input type="checkbox" name="states" value={s.name} defaultChecked={rules.states.includes(s.name)} />{' '}
              {s.name}
            </label>
          ))}
        </fieldset>
        <InputField
          label="Largest order in naira (₦)"
          name="max_ngn"
          inputMode="decimal"
          defaultValue={rules.max_ngn_kobo === null ? '' : toDecimalText(rules.max_ngn_kobo)}
          hint="Empty: orders in naira are never paid on delivery."
        />
        <InputField
          label="Largest order in US dollars ($)"
          name="max_usd"
          inputMode="decimal"
          defaultValue={rules.max_usd_cents === null ? '' : toDecimalText(rules.max_usd_cents)}
          hint="Empty: orders in dollars are never paid on delivery."
        />
        <label className="checkbox">
          <input type="checkbox" name="require_verified_phone" defaultChecked={rules.require_verified_phone} /> Only for
          signed-in customers with a verified phone (a code sent by SMS)
        </label>
        <InputField
          label="Refused deliveries a customer may have"
          name="max_refusals"
          type="number"
          min={0}
          max={100}
          defaultValue={String(rules.max_refusals)}
          hint="A customer with more refused deliveries than this must pay in advance."
        />
        <button type="submit" className="button" disabled={busy}>
          Save the rules
        </button>
      </Form>
    </>
  );
}
