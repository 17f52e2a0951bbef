import { data, type RouterContextProvider } from 'react-router';
import { addressFields, addressProblems, type AddressField, type AddressProblems } from '@oja/shared/address-rules';
import type { OrderDetail, Quote } from '@oja/shared/orders';
import { apiOf } from '../../lib/api.server';

export type AddressValues = Record<AddressField, string>;

export type PlaceOrderActionData =
  | { intent: 'quote'; values: AddressValues; quote?: Quote; error?: string }
  | { intent: 'place'; values: AddressValues; order?: OrderDetail; error?: string; problems?: AddressProblems };

/** "address.city: City is required; address.phone: …" (the API's 400 detail) → messages per field. */
export function problemsFromDetail(detail: string): AddressProblems {
  const problems: AddressProblems = {};
  for (const part of detail.split('; ')) {
    const match = /^address\.(\w+): (.+)$/.exec(part);
    const field = match?.[1] as AddressField | undefined;
    if (field && (addressFields as readonly string[]).includes(field)) problems[field] = match![2];
  }
  return problems;
}

const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

/**
 * The /place-order form: `quote` prices the cart for the destination so far; `place` places the
 * order with the form's Idempotency-Key, so a double submission or a retry never orders twice.
 */
export async function placeOrderAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const values = Object.fromEntries(addressFields.map((f) => [f, String(form.get(f) ?? '').trim()])) as AddressValues;
  const api = apiOf(context);

  if (form.get('intent') === 'quote') {
    const result = await api.request<Quote>('POST', '/api/orders/quote/', {
      address: { country: values.country, state: values.state },
    });
    const answer: PlaceOrderActionData = result.ok
      ? { intent: 'quote', values, quote: result.data }
      : { intent: 'quote', values, error: result.error.detail };
    return data(answer, { status: result.ok ? 200 : result.status });
  }

  const problems = addressProblems(values);
  if (Object.keys(problems).length > 0) {
    const answer: PlaceOrderActionData = {
      intent: 'place',
      values,
      problems,
      error: 'Please correct the shipping details.',
    };
    return data(answer, { status: 400 });
  }
  const key = String(form.get('idempotency_key') ?? '');
  const result = await api.request<OrderDetail>(
    'POST',
    '/api/place-order/',
    { address: values },
    idempotencyKeyPattern.test(key) ? { headers: { 'idempotency-key': key } } : undefined,
  );
  if (!result.ok) {
    const answer: PlaceOrderActionData = {
      intent: 'place',
      values,
      error: result.error.detail,
      problems: problemsFromDetail(result.error.detail),
    };
    return data(answer, { status: result.status });
  }
  // Kept for the next order (the same address again only becomes the most recent); a failure here
  // does not undo the order.
  if (form.get('save_address') === 'on') await api.request('POST', '/api/account/addresses/', { address: values });
  return data({ intent: 'place', values, order: result.data } as PlaceOrderActionData);
}
