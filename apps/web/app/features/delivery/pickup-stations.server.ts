import { data } from 'react-router';
import { fieldErrors } from '@oja/shared/accounts';
import { pickupStationInputSchema, pickupStationPatchSchema } from '@oja/shared/delivery';
import { apiOf } from '../../lib/api.server';
import { fieldErrorsOf } from '../../lib/field-errors';
import { textValues, type ActionResult } from '../../ui/action-result';

type Context = Parameters<typeof apiOf>[0];
const answer = (r: ActionResult, status = r.ok ? 200 : 400) => data(r, { status });
export const stationFields = [
  'name',
  'address',
  'state',
  'opening_hours',
  'fee_ngn',
  'fee_usd',
  'min_days',
  'max_days',
] as const;

/** The back office's pickup stations page: add, edit, deactivate and reactivate. */
export async function pickupStationsAction(request: Request, context: Context) {
  const values = textValues(await request.formData());
  const intent = values.intent ?? '';
  const api = apiOf(context);
  const id = Number(values.id);

  if (intent === 'create' || intent === 'edit') {
    const body = Object.fromEntries(stationFields.map((f) => [f, (values[f] ?? '').trim()]));
    const checked = (intent === 'create' ? pickupStationInputSchema : pickupStationPatchSchema).safeParse(body);
    if (!checked.success) return answer({ intent, ok: false, errors: fieldErrors(checked.error), values });
    const sent =
      intent === 'create'
        ? await api.request('POST', '/api/admin/pickup-stations/', body)
        : await api.request('PATCH', `/api/admin/pickup-stations/${id}`, body);
    if (!sent.ok) {
      return answer({ intent, ok: false, errors: fieldErrorsOf(sent.error, stationFields), values }, sent.status);
    }
    const message = intent === 'create' ? `“${sent.data.name}” has been added.` : `“${sent.data.name}” has been saved.`;
    return answer({ intent, ok: true, message, errors: {} });
  }
  if (intent === 'deactivate' || intent === 'activate') {
    const sent = await api.request('PATCH', `/api/admin/pickup-stations/${id}`, {
      active: intent === 'activate',
    });
    if (!sent.ok) return answer({ intent, ok: false, errors: { form: sent.error.detail } }, sent.status);
    const message =
      intent === 'activate'
        ? `“${sent.data.name}” is offered at checkout again.`
        : `“${sent.data.name}” is no longer offered at checkout.`;
    return answer({ intent, ok: true, message, errors: {} });
  }
  return answer({ intent: 'create', ok: false, errors: { form: 'Unknown form.' } });
}
