import { data, type RouterContextProvider } from 'react-router';
import { addressFields, addressProblems, type AddressField, type AddressProblems } from '@oja/shared/address-rules';
import { apiOf } from '../../lib/api.server';
import { addressProblemsOf } from '../orders/place-order.server';
import type { MessageId } from '../../i18n/i18n';

/** `lgas`: without scripts, the form comes back as typed with the chosen state's LGAs to choose from. */
export type AddressBookIntent = 'save' | 'delete' | 'default' | 'lgas';

export interface AddressBookResult {
  intent: AddressBookIntent;
  ok: boolean;
  /** What was done, for the page to say in its language. */
  message?: MessageId;
  /** The API's refusal (in the page's language), or `errorId`: the page's own message. */
  error?: string;
  errorId?: MessageId;
  problems?: AddressProblems;
  values?: Partial<Record<AddressField, string>>;
  /** The address the form edited (absent for a new one). */
  id?: number;
}

/** The profile's address book form: save (add or edit), delete, make default, list a state's LGAs. */
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
    return answer({
      intent,
      ok: true,
      message: intent === 'delete' ? 'checkout.book.deleted' : 'checkout.book.default-set',
    });
  }

  const values = Object.fromEntries(addressFields.map((f) => [f, String(form.get(f) ?? '').trim()]));
  if (intent === 'lgas') return answer({ intent, ok: false, id, values, problems: {} });
  const problems = addressProblems(values);
  if (Object.keys(problems).length > 0) {
    return answer({ intent: 'save', ok: false, id, values, problems, errorId: 'checkout.book.correct' }, 400);
  }
  const body = { address: values, is_default: form.get('is_default') === 'on' };
  const res = id
    ? await api.request('PUT', `/api/account/addresses/${id}`, body)
    : await api.request('POST', '/api/account/addresses/', body);
  if (!res.ok) {
    const fields = addressProblemsOf(res.error);
    return answer({ intent: 'save', ok: false, id, values, problems: fields, error: res.error.detail }, res.status);
  }
  return answer({ intent: 'save', ok: true, message: 'checkout.book.saved' });
}
