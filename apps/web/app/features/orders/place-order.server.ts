import { data, type RouterContextProvider } from 'react-router';
import { addressFields, addressProblems, type AddressField, type AddressProblems } from '@oja/shared/address-rules';
import type { OrderDetail, Quote } from '@oja/shared/orders';
import type { PickupStation } from '@oja/shared/delivery';
import type { ApiErrorBody } from '@oja/shared/errors';
import { apiOf } from '../../lib/api.server';
import type { MessageId } from '../../i18n/i18n';
import { saidFieldErrorsOf } from '../../lib/field-errors';

export type AddressValues = Record<AddressField, string>;

/** The delivery chosen and the SMS opt-in, as the form sent them (to fill the form again). */
export interface DeliveryValues {
  method: 'home' | 'pickup';
  stationId: string;
  sms: boolean;
}

export type PlaceOrderActionData =
  | {
      intent: 'quote';
      values: AddressValues;
      choice?: DeliveryValues;
      quote?: Quote;
      stations?: PickupStation[];
      error?: string;
    }
  | {
      intent: 'place';
      values: AddressValues;
      choice?: DeliveryValues;
      order?: OrderDetail;
      error?: string;
      /** The page's own refusal, said in the page's language (`error` is the API's, already in it). */
      errorId?: MessageId;
      /** With a refusal that needs a choice from them (no station chosen): the prices and the stations. */
      quote?: Quote;
      stations?: PickupStation[];
      problems?: AddressProblems;
      /** The voucher no longer applies: the page removes it (the error says why). */
      voucherRemoved?: boolean;
    };

function deliveryValues(form: FormData): DeliveryValues {
  return {
    method: form.get('delivery_method') === 'pickup' ? 'pickup' : 'home',
    stationId: String(form.get('station_id') ?? ''),
    sms: form.get('sms_updates') === 'on',
  };
}

/** The API's `delivery` for the choice: home delivery is the API's default, so it is left out. */
const deliveryBody = (choice: DeliveryValues) =>
  choice.method === 'pickup' ? { delivery: { method: 'pickup', station_id: Number(choice.stationId) } } : {};

/** The API's `errors` at `address.city`, `address.phone`, … → messages beside those fields. */
export function addressProblemsOf(error: ApiErrorBody): AddressProblems {
  const { form: _form, ...problems } = saidFieldErrorsOf(error, addressFields, 'address.');
  return problems;
}

const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

/** The price of the cart to the destination so far, and the pickup stations of its Nigerian state. */
async function quoteFor(
  api: ReturnType<typeof apiOf>,
  values: AddressValues,
  choice: DeliveryValues,
  voucherBody: { voucher_code?: string },
) {
  const [result, stations] = await Promise.all([
    api.request('POST', '/api/orders/quote/', {
      address: { country: values.country, state: values.state },
      ...deliveryBody(choice),
      ...voucherBody,
    }),
    values.country === 'NG' && values.state
      ? api.request('GET', `/api/pickup-stations/?${new URLSearchParams({ state: values.state })}`)
      : undefined,
  ]);
  return {
    quote: result.ok ? result.data : undefined,
    stations: stations?.ok ? stations.data : undefined,
    error: result.ok ? undefined : result.error.detail,
    status: result.ok ? 200 : result.status,
  };
}

/**
 * The /place-order form: `quote` prices the cart for the destination so far; `place` places the
 * order with the form's Idempotency-Key, so a double submission or a retry never orders twice.
 */
export async function placeOrderAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const values = Object.fromEntries(addressFields.map((f) => [f, String(form.get(f) ?? '').trim()])) as AddressValues;
  const api = apiOf(context);
  const choice = deliveryValues(form);
  // The code applied (scripts on), else the one typed in the box (scripts off, "Update the order summary").
  const voucher = String(form.get('voucher_code') || form.get('voucher_entry') || '')
    .trim()
    .slice(0, 40);
  const voucherBody = voucher ? { voucher_code: voucher } : {};

  if (form.get('intent') === 'quote') {
    const { quote, stations, error, status } = await quoteFor(api, values, choice, voucherBody);
    const answer: PlaceOrderActionData = { intent: 'quote', values, choice, quote, stations, error };
    return data(answer, { status });
  }

  const problems = addressProblems(values);
  if (Object.keys(problems).length > 0) {
    const answer: PlaceOrderActionData = {
      intent: 'place',
      values,
      choice,
      problems,
      errorId: 'checkout.correct-shipping',
    };
    return data(answer, { status: 400 });
  }
  if (choice.method === 'pickup' && !/^\d+$/.test(choice.stationId)) {
    // Without scripts the page comes back whole: the state's stations to choose from, and its prices.
    const { quote, stations } = await quoteFor(api, values, { ...choice, method: 'home' }, voucherBody);
    const answer: PlaceOrderActionData = {
      intent: 'place',
      values,
      choice,
      errorId: 'checkout.station.choose',
      quote,
      stations,
    };
    return data(answer, { status: 400 });
  }
  const key = String(form.get('idempotency_key') ?? '');
  const result = await api.request(
    'POST',
    '/api/place-order/',
    { address: values, ...deliveryBody(choice), ...(choice.sms ? { sms_updates: true } : {}), ...voucherBody },
    idempotencyKeyPattern.test(key) ? { headers: { 'idempotency-key': key } } : undefined,
  );
  if (!result.ok) {
    const answer: PlaceOrderActionData = {
      intent: 'place',
      values,
      choice,
      error: result.error.detail,
      problems: addressProblemsOf(result.error),
      voucherRemoved: result.error.code === 'voucher_not_applicable',
    };
    return data(answer, { status: result.status });
  }
  // Kept for the next order (the same address again only becomes the most recent); a failure here
  // does not undo the order.
  if (form.get('save_address') === 'on') await api.request('POST', '/api/account/addresses/', { address: values });
  return data({ intent: 'place', values, choice, order: result.data } as PlaceOrderActionData);
}
