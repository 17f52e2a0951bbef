import { data, type RouterContextProvider } from 'react-router';
import { addressFields, addressProblems, type AddressField, type AddressProblems } from '@oja/shared/address-rules';
import { apiOf } from '../../lib/api.server';
import { addressProblemsOf } from '../orders/place-order.server';

export type AddressBookIntent = 'save' | 'delete' | 'default';

export interface AddressBookResult {
  intent: AddressBookIntent;
  ok: boolean;
  message?: string;
  error?: string;
  problems?: AddressProblems;
  values?: Partial<Record<AddressField, string>>;
  /** The address the form edited (absent for a new one). */
  id?: number;
}

/** The profile's address book form: save (add or edit), delete, make default. */
export async function addressBookAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const api = apiOf(context);
  const id = Number(form.get('id')) || undefined;
  const intent = String(form.get('intent')) as AddressBookIntent;
  const answer = (result: AddressBookResult, status = 200) => data(result, { status });

  if (intent === 'delete' || intent === 'default') {
    const res =
      intent === 'delete'
        ? await api.request('DELETE', `/api/account/addresses/${id}`)
        : await api.request('POST', `/api/account/addresses/${id}/default`);
    if (!res.ok) return answer({ intent, ok: false, error: res.error.detail }, res.status);
    return answer({ intent, ok: true, message: intent === 'delete' ? 'Address deleted.' : 'Default address set.' });
  }

  const values = Object.fromEntries(addressFields.map((f) => [f, String(form.get(f) ?? '').trim()]));
  const problems = addressProblems(values);
  if (Object.keys(problems).length > 0) {
    return answer({ intent: 'save', ok: false, id, values, problems, error: 'Please correct the address.' }, 400);
  }
  const body = { address: values, is_default: form.get('is_default') === 'on' };
  const res = id
    ? await api.request('PUT', `/api/account/addresses/${id}`, body)
    : await api.request('POST', '/api/account/addresses/', body);
  if (!res.ok) {
    const fields = addressProblemsOf(res.error);
    return answer({ intent: 'save', ok: false, id, values, problems: fields, error: res.error.detail }, res.status);
  }
  return answer({ intent: 'save', ok: true, message: 'Address saved.' });
}
