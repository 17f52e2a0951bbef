import { data } from 'react-router';
import {
  orderFeeFields,
  orderFeesInputSchema,
  staffTargetStates,
  type StaffTargetState,
} from '@oja/shared/staff-orders';
import { fieldErrors } from '@oja/shared/accounts';
import { transferConfirmationBodySchema } from '@oja/shared/payment-methods';
import { addressFields, addressProblems } from '@oja/shared/address-rules';
import { apiOf } from '../../lib/api.server';
import { fieldErrorsOf } from '../../lib/field-errors';
import { textValues, type ActionResult } from '../../ui/action-result';

type Context = Parameters<typeof apiOf>[0];
const answer = (r: ActionResult, status = r.ok ? 200 : 400) => data(r, { status });

/** The toast after a status change: the original shop's "Order is {status}". */
export const statusMessage = (to: StaffTargetState) => `Order is ${to}`;

/** The order page's forms: the address, the review (fees) and the status changes. */
export async function orderDetailAction(request: Request, context: Context, id: number) {
  const values = textValues(await request.formData());
  const api = apiOf(context);
  if (values.intent === 'address') {
    const address = Object.fromEntries(addressFields.map((f) => [f, (values[f] ?? '').trim()]));
    const problems = addressProblems(address);
    if (Object.keys(problems).length > 0) {
      // The back office speaks English: the rules' English texts.
      const errors = Object.fromEntries(
        Object.entries(problems).map(([f, p]) => [f, typeof p === 'string' ? p : p.text]),
      );
      return answer({ intent: 'address', ok: false, errors, values });
    }
    const sent = await api.request('POST', `/api/admin/orders/${id}/address`, address);
    if (!sent.ok) {
      const errors = fieldErrorsOf(sent.error, addressFields);
      return answer({ intent: 'address', ok: false, errors, values }, sent.status);
    }
    const message = sent.data.order_reviewed
      ? 'The address is saved.'
      : 'The address is saved. Set the fees so that the customer can pay.';
    return answer({ intent: 'address', ok: true, message, errors: {} });
  }
  if (values.intent === 'review') {
    const body = Object.fromEntries(orderFeeFields.map((f) => [f, values[f] ?? '']));
    const checked = orderFeesInputSchema.safeParse(body);
    if (!checked.success) return answer({ intent: 'review', ok: false, errors: fieldErrors(checked.error), values });
    const sent = await api.request('POST', `/api/admin/orders/${id}/review`, body);
    if (!sent.ok) {
      return answer(
        { intent: 'review', ok: false, errors: fieldErrorsOf(sent.error, orderFeeFields), values },
        sent.status,
      );
    }
    return answer({
      intent: 'review',
      ok: true,
      message: 'The fees are set and the customer has been e-mailed: they can pay now.',
      errors: {},
    });
  }
  if (values.intent === 'status') {
    const to = values.status as StaffTargetState;
    if (!(staffTargetStates as readonly string[]).includes(to)) {
      return answer({ intent: 'status', ok: false, errors: { form: 'Choose the new status.' } });
    }
    const sent = await api.request('POST', `/api/admin/orders/${id}/status`, { status: to });
    if (!sent.ok) return answer({ intent: 'status', ok: false, errors: { form: sent.error.detail } }, sent.status);
    return answer({ intent: 'status', ok: true, message: statusMessage(to), errors: {}, values: { status: to } });
  }
  if (values.intent === 'transfer') {
    const fields = ['amount', 'currency', 'received_on', 'bank_reference'] as const;
    const body = Object.fromEntries(fields.map((f) => [f, (values[f] ?? '').trim()]));
    const checked = transferConfirmationBodySchema.safeParse(body);
    if (!checked.success) return answer({ intent: 'transfer', ok: false, errors: fieldErrors(checked.error), values });
    const sent = await api.request('POST', `/api/admin/orders/${id}/transfer-confirmation`, body);
    if (!sent.ok) {
      const errors = fieldErrorsOf(sent.error, fields);
      return answer({ intent: 'transfer', ok: false, errors, values }, sent.status);
    }
    return answer({ intent: 'transfer', ok: true, message: 'Transfer confirmed: the order is open.', errors: {} });
  }
  if (values.intent === 'delivery-outcome') {
    const outcome = values.outcome === 'paid' ? 'paid' : 'refused';
    const sent = await api.request('POST', `/api/admin/orders/${id}/delivery-outcome`, { outcome });
    if (!sent.ok)
      return answer({ intent: 'delivery-outcome', ok: false, errors: { form: sent.error.detail } }, sent.status);
    const message =
      outcome === 'paid' ? 'Paid on delivery: the order is delivered.' : 'Refused at delivery: stock returned.';
    return answer({ intent: 'delivery-outcome', ok: true, message, errors: {} });
  }
  return answer({ intent: 'review', ok: false, errors: { form: 'Unknown form.' } });
}
