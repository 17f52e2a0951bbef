import { data, type RouterContextProvider } from 'react-router';
import { apiOf } from '../../lib/api.server';
import { fieldMessageOf } from '../../lib/field-errors';

export type PhoneIntent = 'phone_code' | 'phone_verify';
export const isPhoneIntent = (intent: unknown): intent is PhoneIntent =>
  intent === 'phone_code' || intent === 'phone_verify';

/** The answer of a phone form: which step, and the server's reason when it refused. */
export type PhoneActionData = { phone: true; intent: PhoneIntent; ok: boolean; error?: string };

/**
 * The profile's phone forms (docs/decisions/0033): a code sent by SMS to the number given, then the
 * code entered; the same API as at checkout, so the same limits and the same verified phone.
 */
export async function phoneAction(
  context: Readonly<RouterContextProvider>,
  intent: PhoneIntent,
  values: Record<string, string>,
) {
  const api = apiOf(context);
  const answer =
    intent === 'phone_code'
      ? await api.request('POST', '/api/account/phone/code/', { phone: values.phone ?? '' })
      : await api.request('POST', '/api/account/phone/verify/', { code: values.code ?? '' });
  if (!answer.ok) {
    return data<PhoneActionData>(
      {
        phone: true,
        intent,
        ok: false,
        error: fieldMessageOf(answer.error, intent === 'phone_code' ? 'phone' : 'code'),
      },
      { status: answer.status },
    );
  }
  return data<PhoneActionData>({ phone: true, intent, ok: true });
}
