import { addressFields, type AddressField, type AddressProblems } from '@oja/shared/address-rules';
import type { SavedAddress } from '@oja/shared/addresses';
import { offersPickup, type DeliverySelection } from '../delivery/delivery-choice';
import type { AddressValues, PlaceOrderActionData } from '../orders/place-order.server';

/**
 * The place-order form's state, as one reducer (decision 0071): the address it was filled from
 * (a saved one, a draft, the site's country), where the order goes (which decides the fees and the
 * currency), the delivery chosen, the voucher applied and why one was removed, and the messages
 * under the fields. What the server answered is taken in by `absorb`, a pure step the page applies
 * while rendering and every action applies first, so nothing sets state while rendering.
 */
export interface CheckoutState {
  /** What the address fields start from; a new `key` refills them. `chosen`: the saved address. */
  prefill: { values: Partial<AddressValues>; key: number; chosen?: number };
  destination: { country: string; state: string };
  delivery: DeliverySelection;
  /** "Send me order updates by SMS". */
  sms: boolean;
  voucher: string;
  voucherNotice: string | null;
  problems: AddressProblems;
  /** The server's answer this state has taken in. */
  answered: PlaceOrderActionData | undefined;
}

/** The server's latest answer, with the words for a voucher it removed (in the page's language). */
export interface Answer {
  result: PlaceOrderActionData | undefined;
  voucherRemoved: string;
}

export type CheckoutAction =
  | { type: 'refill'; values: Partial<AddressValues>; chosen?: number }
  | { type: 'destination'; field: 'country' | 'state'; value: string }
  | { type: 'delivery'; selection: DeliverySelection }
  | { type: 'sms'; on: boolean }
  | { type: 'voucher-applied'; code: string }
  | { type: 'voucher-removed'; notice?: string }
  | { type: 'checked'; problems: AddressProblems }
  | { type: 'field-checked'; field: AddressField; problem: AddressProblems[AddressField] };

export const fromSaved = ({ street, city, state, lga, country, postal_code, phone }: SavedAddress): AddressValues => ({
  street,
  city,
  state,
  lga,
  country,
  postal_code,
  phone,
});

export const sameAddress = (a: Partial<AddressValues>, b: Partial<AddressValues>) =>
  addressFields.every((f) => (a[f] ?? '').trim() === (b[f] ?? '').trim());

/**
 * The form as the page opens: from the default saved address (or the first), else the site's
 * country; an answer the server rendered (no JavaScript) fills the fields and the delivery.
 */
export function initialCheckout(
  addresses: SavedAddress[],
  browsingNaira: boolean,
  result: PlaceOrderActionData | undefined,
): CheckoutState {
  const first = addresses[0];
  const start: Partial<AddressValues> = first ? fromSaved(first) : { country: browsingNaira ? 'NG' : '' };
  const prefill = { values: start, key: 0, chosen: first?.id };
  const values = result?.values ?? start;
  return {
    prefill,
    destination: { country: values.country ?? '', state: values.state ?? '' },
    delivery: { method: result?.choice?.method ?? 'home', stationId: result?.choice?.stationId ?? '' },
    sms: result?.choice?.sms ?? false,
    // Without scripts the voucher typed comes back with the server's quote: it stays applied.
    voucher: result?.quote?.voucher?.code || '',
    voucherNotice: null,
    problems: {},
    answered: undefined,
  };
}

/**
 * Takes in a new answer from the server: its messages replace the fields' (a quote has none), and
 * an order refused because the voucher no longer applies loses the voucher, saying why.
 */
export function absorb(state: CheckoutState, { result, voucherRemoved }: Answer): CheckoutState {
  if (state.answered === result) return state;
  const refused = result?.intent === 'place' && result.voucherRemoved;
  return {
    ...state,
    answered: result,
    problems: result?.intent === 'place' ? (result.problems ?? {}) : {},
    ...(refused ? { voucher: '', voucherNotice: voucherRemoved } : {}),
  };
}

/** A station chosen in Nigeria does not follow the address abroad: home delivery (issue 30, E25). */
const deliveryTo = (country: string, delivery: DeliverySelection): DeliverySelection =>
  offersPickup(country) || delivery.method === 'home' ? delivery : { method: 'home', stationId: '' };

function step(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'refill': {
      const { values, chosen } = action;
      return {
        ...state,
        prefill: { values, key: state.prefill.key + 1, chosen },
        destination: { country: values.country ?? '', state: values.state ?? '' },
        delivery: deliveryTo(values.country ?? '', state.delivery),
      };
    }
    case 'destination': {
      const destination = { ...state.destination, [action.field]: action.value };
      return { ...state, destination, delivery: deliveryTo(destination.country, state.delivery) };
    }
    case 'delivery':
      return { ...state, delivery: action.selection };
    case 'sms':
      return { ...state, sms: action.on };
    case 'voucher-applied':
      return { ...state, voucher: action.code, voucherNotice: null };
    case 'voucher-removed':
      return { ...state, voucher: '', voucherNotice: action.notice ?? state.voucherNotice };
    case 'checked':
      return { ...state, problems: action.problems };
    case 'field-checked':
      return { ...state, problems: { ...state.problems, [action.field]: action.problem } };
  }
}

/** The reducer: the latest answer first, then the action. */
export const checkoutReducer = (state: CheckoutState, { answer, action }: { answer: Answer; action: CheckoutAction }) =>
  step(absorb(state, answer), action);
