import { describe, expect, it } from 'vitest';
import { fakeApi, formRequest, lagosAddress as address, ok, refused } from '../../lib/fake-api.test-support';
import { addressProblemsOf, placeOrderAction } from './place-order.server';

const quote = { subtotal: 15000, delivery_fee: 2500, total: 17500 };
const stations = [{ id: 7, name: 'Ikeja City Mall pickup', state: 'Lagos' }];
const order = { order_id: 'OJA-1001', state: 'awaiting' };
const key = '6f1c2e1a-0b6d-4c1e-9a55-2f1f7d3c9e10';

const stationsPath = 'GET /api/pickup-stations/?state=Lagos';

describe('placeOrderAction: quote', () => {
  it('prices the cart for the destination and delivery so far, with the voucher applied, and lists the state’s stations', async () => {
    const { context, calls } = fakeApi({ 'POST /api/orders/quote/': ok(quote), [stationsPath]: ok(stations) });
    const request = formRequest({
      intent: 'quote',
      ...address,
      delivery_method: 'pickup',
      station_id: '7',
      voucher_code: ' WELCOME10 ',
    });
    const answer = await placeOrderAction(request, context);
    expect(answer.init?.status).toBe(200);
    expect(answer.data).toEqual({
      intent: 'quote',
      values: address,
      choice: { method: 'pickup', stationId: '7', sms: false },
      quote,
      stations,
      error: undefined,
    });
    expect(calls.find((c) => c.path === '/api/orders/quote/')?.body).toEqual({
      address: { country: 'NG', state: 'Lagos' },
      delivery: { method: 'pickup', station_id: 7 },
      voucher_code: 'WELCOME10',
    });
  });

  it('asks for no stations outside Nigeria, sends home delivery as the API’s default, and passes on a refusal', async () => {
    const { context, calls } = fakeApi({
      'POST /api/orders/quote/': refused(400, 'The voucher WELCOME10 has expired.', 'voucher_not_applicable'),
    });
    const request = formRequest({
      intent: 'quote',
      ...address,
      country: 'GH',
      state: 'Accra',
      voucher_entry: 'WELCOME10',
    });
    const answer = await placeOrderAction(request, context);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      intent: 'quote',
      quote: undefined,
      error: 'The voucher WELCOME10 has expired.',
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/orders/quote/',
        body: { address: { country: 'GH', state: 'Accra' }, voucher_code: 'WELCOME10' },
      },
    ]);
  });
});

describe('placeOrderAction: place', () => {
  it('places the order with the form’s idempotency key, delivery, SMS opt-in and voucher, then saves the address', async () => {
    const { context, calls } = fakeApi({
      'POST /api/place-order/': ok(order),
      'POST /api/account/addresses/': ok({ addresses: [], cap: 5 }),
    });
    const request = formRequest({
      intent: 'place',
      ...address,
      street: '  12 Allen Avenue  ',
      delivery_method: 'pickup',
      station_id: '7',
      sms_updates: 'on',
      voucher_code: 'WELCOME10',
      idempotency_key: key,
      save_address: 'on',
    });
    const answer = await placeOrderAction(request, context);
    expect(answer.init?.status).toBeUndefined();
    expect(answer.data).toMatchObject({ intent: 'place', order, values: address });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/place-order/',
        body: {
          address,
          delivery: { method: 'pickup', station_id: 7 },
          sms_updates: true,
          voucher_code: 'WELCOME10',
        },
        headers: { 'idempotency-key': key },
      },
      { method: 'POST', path: '/api/account/addresses/', body: { address } },
    ]);
  });

  it('sends no idempotency key that is not one (spaces, empty), and saves no address unasked', async () => {
    const { context, calls } = fakeApi({ 'POST /api/place-order/': ok(order) });
    await placeOrderAction(formRequest({ intent: 'place', ...address, idempotency_key: 'not a key' }), context);
    expect(calls).toEqual([{ method: 'POST', path: '/api/place-order/', body: { address } }]);
  });

  it('refuses an address with problems before asking the API', async () => {
    const { context, calls } = fakeApi({});
    const answer = await placeOrderAction(
      formRequest({ intent: 'place', ...address, street: ' ', lga: 'Nowhere' }),
      context,
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      intent: 'place',
      errorId: 'checkout.correct-shipping',
      problems: {
        street: { id: 'checkout.says.required', text: 'Street address is required', values: { field: 'street' } },
        lga: { id: 'checkout.says.ng-lga', text: 'Choose a local government area of the state from the list' },
      },
    });
    expect(calls).toEqual([]);
  });

  it('asks for a station when pickup has none chosen, with the home prices and the state’s stations', async () => {
    const { context, calls } = fakeApi({ 'POST /api/orders/quote/': ok(quote), [stationsPath]: ok(stations) });
    const answer = await placeOrderAction(
      formRequest({ intent: 'place', ...address, delivery_method: 'pickup', station_id: '' }),
      context,
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ intent: 'place', errorId: 'checkout.station.choose', quote, stations });
    expect(calls.map((c) => c.path)).not.toContain('/api/place-order/');
    expect(calls.find((c) => c.path === '/api/orders/quote/')?.body).toEqual({
      address: { country: 'NG', state: 'Lagos' },
    });
  });

  it('puts the API’s refusal beside the address fields, and removes a voucher that no longer applies', async () => {
    const { context } = fakeApi({
      'POST /api/place-order/': refused(400, 'The voucher no longer applies.', 'voucher_not_applicable', [
        { path: 'address.city', message: 'City is not delivered to' },
        { path: 'voucher_code', message: 'Expired' },
      ]),
    });
    const answer = await placeOrderAction(formRequest({ intent: 'place', ...address, voucher_code: 'OLD' }), context);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      error: 'The voucher no longer applies.',
      problems: { city: 'City is not delivered to' },
      voucherRemoved: true,
    });
  });

  it('keeps the voucher on any other refusal, and saves no address for an order not placed', async () => {
    const { context, calls } = fakeApi({ 'POST /api/place-order/': refused(409, 'Only 2 left.', 'out_of_stock') });
    const answer = await placeOrderAction(formRequest({ intent: 'place', ...address, save_address: 'on' }), context);
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({ error: 'Only 2 left.', problems: {}, voucherRemoved: false });
    expect(calls).toHaveLength(1);
  });
});

describe('addressProblemsOf', () => {
  it('takes the address fields’ messages and leaves the rest to the form', () => {
    expect(
      addressProblemsOf({
        detail: 'Invalid',
        code: 'invalid',
        errors: [
          { path: 'address.phone', message: 'Phone is not valid' },
          { path: 'address.phone', message: 'a second message' },
          { path: 'delivery.station_id', message: 'No such station' },
        ],
      }),
    ).toEqual({ phone: 'Phone is not valid' });
  });
});
