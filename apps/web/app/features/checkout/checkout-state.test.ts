import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '@oja/shared/addresses';
import type { PlaceOrderActionData } from '../orders/place-order.server';
import { absorb, checkoutReducer, initialCheckout, type Answer } from './checkout-state';

const saved: SavedAddress = {
  id: 7,
  street: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  lga: 'Ikeja',
  country: 'NG',
  country_name: 'Nigeria',
  postal_code: '100001',
  phone: '08031234567',
  is_default: true,
  updated_at: 1,
};
const typed = { ...saved, street: '3 Broad Street' };
const { id: _id, country_name: _name, is_default: _default, updated_at: _updated, ...values } = typed;
const none: Answer = { result: undefined, voucherRemoved: '' };
const refusal = (extra: Partial<Extract<PlaceOrderActionData, { intent: 'place' }>>): Answer => ({
  result: { intent: 'place', values, error: 'The voucher has expired.', ...extra },
  voucherRemoved: 'Voucher removed: it has expired.',
});

describe('the place-order form as one reducer', () => {
  it('opens on the default saved address, else on the site’s country', () => {
    const fromBook = initialCheckout([saved], false, undefined);
    expect(fromBook.prefill).toMatchObject({ key: 0, chosen: 7, values: { street: '12 Allen Avenue' } });
    expect(fromBook.destination).toEqual({ country: 'NG', state: 'Lagos' });
    expect(initialCheckout([], true, undefined).destination).toEqual({ country: 'NG', state: '' });
    expect(initialCheckout([], false, undefined).destination).toEqual({ country: '', state: '' });
  });

  it('takes in a refused order once: its messages, and the voucher it no longer allows', () => {
    let state = initialCheckout([saved], false, undefined);
    state = checkoutReducer(state, { answer: none, action: { type: 'voucher-applied', code: 'OLD10' } });
    expect(state.voucher).toBe('OLD10');
    const answer = refusal({ problems: { phone: 'Enter a phone number.' }, voucherRemoved: true });
    const seen = absorb(state, answer);
    expect(seen).toMatchObject({
      voucher: '',
      voucherNotice: 'Voucher removed: it has expired.',
      problems: { phone: 'Enter a phone number.' },
    });
    // Taking it in again changes nothing: a field the shopper corrects keeps its new message.
    expect(absorb(seen, answer)).toBe(seen);
    const corrected = checkoutReducer(seen, {
      answer,
      action: { type: 'field-checked', field: 'phone', problem: undefined },
    });
    expect(corrected.problems.phone).toBeUndefined();
    expect(
      checkoutReducer(corrected, { answer, action: { type: 'delivery', selection: { method: 'home', stationId: '' } } })
        .problems.phone,
    ).toBeUndefined();
  });

  it('applies a new answer before the action that comes with it', () => {
    const state = initialCheckout([saved], false, undefined);
    const next = checkoutReducer(state, {
      answer: refusal({ problems: { street: 'Enter the street.' } }),
      action: { type: 'destination', field: 'state', value: 'Oyo' },
    });
    expect(next.problems).toEqual({ street: 'Enter the street.' });
    expect(next.destination).toEqual({ country: 'NG', state: 'Oyo' });
    expect(next.voucherNotice).toBeNull();
  });

  it('refills the fields from a chosen address or a draft: a new key, and the destination follows', () => {
    const state = initialCheckout([saved], false, undefined);
    const next = checkoutReducer(state, {
      answer: none,
      action: { type: 'refill', values: { ...values, state: 'Abuja' }, chosen: undefined },
    });
    expect(next.prefill).toMatchObject({ key: 1, chosen: undefined, values: { street: '3 Broad Street' } });
    expect(next.destination).toEqual({ country: 'NG', state: 'Abuja' });
  });

  it('drops a pickup station when the address moves abroad, where no station is offered (E25)', () => {
    const state = {
      ...initialCheckout([saved], false, undefined),
      delivery: { method: 'pickup' as const, stationId: '4' },
    };
    const abroad = checkoutReducer(state, {
      answer: none,
      action: { type: 'destination', field: 'country', value: 'GB' },
    });
    expect(abroad.delivery).toEqual({ method: 'home', stationId: '' });
    const refilled = checkoutReducer(state, {
      answer: none,
      action: { type: 'refill', values: { ...values, country: 'US', state: 'NY' }, chosen: undefined },
    });
    expect(refilled.delivery).toEqual({ method: 'home', stationId: '' });
    const sameCountry = checkoutReducer(state, {
      answer: none,
      action: { type: 'destination', field: 'state', value: 'Lagos' },
    });
    expect(sameCountry.delivery).toEqual({ method: 'pickup', stationId: '4' });
  });

  it('keeps the SMS tick: off at first, as the server’s answer kept it, and as the shopper sets it (E18)', () => {
    const state = initialCheckout([saved], false, undefined);
    expect(state.sms).toBe(false);
    const answered = initialCheckout([saved], false, {
      intent: 'quote',
      values,
      choice: { method: 'home', stationId: '', sms: true },
    });
    expect(answered.sms).toBe(true);
    const ticked = checkoutReducer(state, { answer: none, action: { type: 'sms', on: true } });
    expect(ticked.sms).toBe(true);
    // What a refresh brings back: the address refilled, the tick and the voucher applied again.
    const voucher = checkoutReducer(ticked, { answer: none, action: { type: 'voucher-applied', code: 'SAVE10' } });
    const refilled = checkoutReducer(voucher, { answer: none, action: { type: 'refill', values, chosen: undefined } });
    expect(refilled).toMatchObject({ sms: true, voucher: 'SAVE10', voucherNotice: null });
    expect(checkoutReducer(refilled, { answer: none, action: { type: 'sms', on: false } }).sms).toBe(false);
  });
});
