import { useEffect, useReducer, useRef } from 'react';
import { addressFieldProblem, type AddressField, type AddressProblems } from '@oja/shared/address-rules';
import type { SavedAddress } from '@oja/shared/addresses';
import type { Currency } from '@oja/shared/money';
import { useT } from '../../i18n/i18n';
import { readDraft, saveDraft } from '../addresses/address-draft';
import type { CartState } from '../cart/use-cart';
import type { AddressValues, PlaceOrderActionData } from '../orders/place-order.server';
import { useQuote } from '../orders/use-quote';
import { readChoices, saveChoices } from './checkout-draft';
import {
  absorb,
  checkoutReducer,
  fromSaved,
  initialCheckout,
  sameAddress,
  type Answer,
  type CheckoutAction,
  type CheckoutState,
} from './checkout-state';

/**
 * The place-order form: its state (checkout-state.ts), the quote for where it goes, and what the
 * steps call when the shopper acts. `result` is the server's latest answer (a quote without
 * JavaScript, or a refused order).
 */
export function useCheckoutForm(
  addresses: SavedAddress[],
  result: PlaceOrderActionData | undefined,
  cart: CartState,
  siteCurrency: Currency,
) {
  const t = useT();
  const answer: Answer = {
    result,
    voucherRemoved:
      result?.intent === 'place' && result.voucherRemoved
        ? t('voucher.removed', { reason: result.error ?? '' }).trim()
        : '',
  };
  const [stored, send] = useReducer(checkoutReducer, undefined, () =>
    initialCheckout(addresses, siteCurrency === 'NGN', result),
  );
  const state = absorb(stored, answer);
  const dispatch = (action: CheckoutAction) => send({ answer, action });
  const values: Partial<AddressValues> = result?.values ?? state.prefill.values;

  // Once the page runs in the browser: what was typed in this tab before (a refresh) wins over
  // the saved address, unless the server answered already. The SMS tick and the voucher come back
  // with it (the quote checks the voucher again, and removes it, saying why, if it no longer applies).
  useEffect(() => {
    if (result) return;
    const draft = readDraft();
    if (draft) {
      const chosen = addresses.find((a) => sameAddress(fromSaved(a), draft))?.id;
      send({ answer, action: { type: 'refill', values: draft, chosen } });
    }
    const choices = readChoices();
    if (choices?.sms) send({ answer, action: { type: 'sms', on: true } });
    if (choices?.voucher) send({ answer, action: { type: 'voucher-applied', code: choices.voucher } });
    // Once, on opening: the answer and the addresses are those the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The SMS tick and the voucher are kept for the tab as they change: not on opening, before the
  // effect above has read what the tab kept.
  const opening = useRef(true);
  useEffect(() => {
    if (opening.current) {
      opening.current = false;
      return;
    }
    saveChoices({ sms: state.sms, voucher: state.voucher });
  }, [state.sms, state.voucher]);

  const station = state.delivery.method === 'pickup' ? state.delivery.stationId : '';
  const quote = useQuote(state.destination, cart, result?.quote, station, state.voucher);
  // A voucher that stops applying (expired, the cart below its minimum, its limit reached) is
  // removed when the quote says so, and the shopper told why.
  const problem = quote.value?.voucher_problem;
  const refused = state.voucher && problem?.code === state.voucher.trim().toUpperCase() ? problem.message : null;
  useEffect(() => {
    if (refused !== null) dispatch({ type: 'voucher-removed', notice: t('voucher.removed', { reason: refused }) });
    // Only when the quote refuses the voucher applied.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused]);

  return {
    state,
    values,
    quote,
    /** A saved address chosen (or "a new address"): the fields start again from it. */
    chooseAddress: (a: SavedAddress | undefined) => {
      dispatch({ type: 'refill', values: a ? fromSaved(a) : { country: values.country ?? '' }, chosen: a?.id });
      dispatch({ type: 'checked', problems: {} });
    },
    destinationChanged: (field: 'country' | 'state', value: string) => dispatch({ type: 'destination', field, value }),
    deliveryChanged: (selection: CheckoutState['delivery']) => dispatch({ type: 'delivery', selection }),
    smsChanged: (on: boolean) => dispatch({ type: 'sms', on }),
    applyVoucher: (code: string) => dispatch({ type: 'voucher-applied', code }),
    removeVoucher: () => dispatch({ type: 'voucher-removed' }),
    /** The browser's own check on submit: the messages it found. */
    checked: (problems: AddressProblems) => dispatch({ type: 'checked', problems }),
    /** A field edited: the draft is kept, and a field's message goes as soon as it is corrected. */
    edited: (e: React.FormEvent<HTMLFormElement>) => {
      const form = e.currentTarget;
      const target = e.target as HTMLInputElement;
      saveDraft(form);
      const field = target.name as AddressField;
      if (!state.problems[field]) return;
      const data = new FormData(form);
      const context = { country: String(data.get('country') ?? ''), state: String(data.get('state') ?? '') };
      dispatch({ type: 'field-checked', field, problem: addressFieldProblem(field, target.value.trim(), context) });
    },
  };
}
