import { describe, expect, it } from 'vitest';
import type { AccountUser } from '@oja/shared/accounts';
import { fakeApi, formRequest, ok, refused, thrown, type FakeAnswer } from '../../lib/fake-api.test-support';
import { signedInUserContext } from '../accounts/session.server';
import { loadCheckout, returnFromProvider, startPaymentAction } from './checkout.server';

const me = { id: 3, email: 'ada@example.com', role: 'customer' } as unknown as AccountUser;
const hour = 3600_000;
const order = (o: Record<string, unknown> = {}) => ({
  id: 12,
  order_id: 'OJA-1001',
  state: 'awaiting',
  status: null,
  order_reviewed: true,
  expires_at: Date.now() + hour,
  ...o,
});
const provider = { name: 'paystack' };
const options = { method: 'provider' };

function checkoutApi(orderAnswer: FakeAnswer, more: Record<string, FakeAnswer> = {}) {
  const api = fakeApi({
    'GET /api/orders/?order_id=OJA-1001': orderAnswer,
    'GET /api/payments/provider/': ok(provider),
    'GET /api/orders/OJA-1001/payment-options/': ok(options),
    'GET /api/account/phone/': refused(404, 'No phone', 'not_found'),
    ...more,
  });
  api.context.set(signedInUserContext, me);
  return api;
}
const page = (query: string) => new Request(`https://shop.test/checkout?${query}`);

describe('loadCheckout', () => {
  it('offers "Make Payment" for a reviewed order still awaiting payment', async () => {
    const { context } = checkoutApi(ok([order()]));
    const loaded = await loadCheckout(page('order_id=OJA-1001'), context);
    expect(loaded).toMatchObject({
      me,
      order: { order_id: 'OJA-1001' },
      provider,
      methods: options,
      phone: null,
      onDelivery: false,
      notPayable: null,
      payment: null,
      paymentError: null,
    });
  });

  it.each([
    ['a cancelled order', { state: 'cancelled' }, 'pay.not-payable.cancelled'],
    ['an expired order', { state: 'expired' }, 'pay.not-payable.expired'],
    ['an order past its time', { expires_at: Date.now() - 1 }, 'pay.not-payable.expired'],
    ['a paid order', { status: 'success', state: 'open' }, 'pay.not-payable.paid'],
    ['an order staff have not reviewed', { order_reviewed: false }, 'pay.not-payable.reviewing'],
  ])('says why %s cannot be paid', async (_case, fields, why) => {
    const { context } = checkoutApi(ok([order(fields)]));
    expect((await loadCheckout(page('order_id=OJA-1001'), context)).notPayable).toBe(why);
  });

  it('tells a customer paying on delivery to have the amount ready', async () => {
    const { context } = checkoutApi(ok([order({ status: 'on_delivery', state: 'open' })]), {
      'GET /api/orders/OJA-1001/payment-options/': ok({ method: 'on_delivery' }),
    });
    const loaded = await loadCheckout(page('order_id=OJA-1001'), context);
    expect(loaded.onDelivery).toBe(true);
    expect(loaded.notPayable).toBe('pay.cod.status');
  });

  it('after the provider’s return, asks about the payment before the order, and shows it for this order only', async () => {
    const payment = { reference: 'ref-1', order_id: 'OJA-1001', status: 'success' };
    const { context, calls } = checkoutApi(ok([order()]), { 'GET /api/payments/ref-1/': ok(payment) });
    const loaded = await loadCheckout(page('order_id=OJA-1001&payment=ref-1'), context);
    expect(loaded.payment).toEqual(payment);
    expect(calls[0]?.path).toBe('/api/payments/ref-1/');

    const other = checkoutApi(ok([order()]), { 'GET /api/payments/ref-1/': ok({ ...payment, order_id: 'OJA-999' }) });
    const mismatch = await loadCheckout(page('order_id=OJA-1001&payment=ref-1'), other.context);
    expect(mismatch).toMatchObject({ payment: null, paymentError: 'This payment belongs to another order.' });

    const failed = checkoutApi(ok([order()]), {
      'GET /api/payments/ref-1/': refused(402, 'The card was declined.', 'payment_failed'),
    });
    const declined = await loadCheckout(page('order_id=OJA-1001&payment=ref-1'), failed.context);
    expect(declined).toMatchObject({ payment: null, paymentError: 'The card was declined.' });
  });

  it('answers not found without an order named, or for an order that is not theirs', async () => {
    const { context } = checkoutApi(ok([order()]));
    expect(await thrown(loadCheckout(page('order_id=%20'), context))).toMatchObject({
      data: { code: 'not_found', detail: 'No order was named. Open the checkout from My Orders.' },
      init: { status: 404 },
    });
    const missing = checkoutApi(refused(404, 'Not found', 'not_found'));
    expect(await thrown(loadCheckout(page('order_id=OJA-1001'), missing.context))).toMatchObject({
      data: { code: 'not_found', detail: expect.stringContaining('We could not find order OJA-1001') },
      init: { status: 404 },
    });
    const broken = checkoutApi(refused(503, 'Briefly unavailable', 'unavailable'));
    expect(await thrown(loadCheckout(page('order_id=OJA-1001'), broken.context))).toMatchObject({
      data: { detail: 'Briefly unavailable' },
      init: { status: 503 },
    });
  });
});

describe('startPaymentAction', () => {
  const key = 'a1b2c3d4-e5f6';

  it('starts the payment with the form’s idempotency key and sends the whole document to the provider', async () => {
    const { context, calls } = fakeApi({
      'POST /api/orders/OJA-1001/payments/': ok({ authorization_url: 'https://checkout.paystack.com/abc' }),
    });
    const response = await thrown(
      startPaymentAction(formRequest({ order_id: ' OJA-1001 ', idempotency_key: key }), context),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('location')).toBe('https://checkout.paystack.com/abc');
    expect((response as Response).headers.get('x-remix-reload-document')).toBe('true');
    expect(calls).toEqual([
      { method: 'POST', path: '/api/orders/OJA-1001/payments/', body: undefined, headers: { 'idempotency-key': key } },
    ]);
  });

  it('shows the API’s refusal to start a payment', async () => {
    const { context } = fakeApi({
      'POST /api/orders/OJA-1001/payments/': refused(409, 'This order has been paid.', 'conflict'),
    });
    const answer = await startPaymentAction(formRequest({ order_id: 'OJA-1001' }), context);
    expect(answer).toMatchObject({ data: { error: 'This order has been paid.' }, init: { status: 409 } });
  });

  it.each([
    ['bank_transfer', 'POST /api/orders/OJA-1001/bank-transfer/'],
    ['on_delivery', 'POST /api/orders/OJA-1001/pay-on-delivery/'],
  ])('%s: asks the API, then back to the checkout', async (intent, call) => {
    const { context } = fakeApi({ [call]: ok({}) });
    const response = (await thrown(
      startPaymentAction(formRequest({ order_id: 'OJA-1001', intent }), context),
    )) as Response;
    expect(response.headers.get('location')).toBe('/checkout?order_id=OJA-1001');

    const refusing = fakeApi({ [call]: refused(400, 'Not offered for this order.') });
    const answer = await startPaymentAction(formRequest({ order_id: 'OJA-1001', intent }), refusing.context);
    expect(answer).toMatchObject({ data: { error: 'Not offered for this order.', intent }, init: { status: 400 } });
  });

  it('phone_code: sends the code, or says what is wrong with the number itself', async () => {
    const sent = fakeApi({ 'POST /api/account/phone/code/': ok({}) });
    const answer = await startPaymentAction(
      formRequest({ order_id: 'OJA-1001', intent: 'phone_code', phone: '0803 123 4567' }),
      sent.context,
    );
    expect(answer).toMatchObject({ data: { error: '', phoneSent: true, intent: 'phone_code' } });
    expect(sent.calls[0]?.body).toEqual({ phone: '0803 123 4567' });

    const refusing = fakeApi({
      'POST /api/account/phone/code/': refused(400, 'phone: Not a Nigerian number', 'invalid', [
        { path: 'phone', message: 'Not a Nigerian number' },
      ]),
    });
    const refusal = await startPaymentAction(
      formRequest({ order_id: 'OJA-1001', intent: 'phone_code', phone: '12' }),
      refusing.context,
    );
    expect(refusal).toMatchObject({
      data: { error: 'Not a Nigerian number', intent: 'phone_code' },
      init: { status: 400 },
    });
  });

  it('phone_verify: back to the checkout, or the code’s own message with the code box still open', async () => {
    const verified = fakeApi({ 'POST /api/account/phone/verify/': ok({}) });
    const response = (await thrown(
      startPaymentAction(
        formRequest({ order_id: 'OJA-1001', intent: 'phone_verify', code: '123456' }),
        verified.context,
      ),
    )) as Response;
    expect(response.headers.get('location')).toBe('/checkout?order_id=OJA-1001');

    const refusing = fakeApi({
      'POST /api/account/phone/verify/': refused(400, 'code: That code is not right', 'invalid', [
        { path: 'code', message: 'That code is not right' },
      ]),
    });
    const refusal = await startPaymentAction(
      formRequest({ order_id: 'OJA-1001', intent: 'phone_verify', code: '000000' }),
      refusing.context,
    );
    expect(refusal).toMatchObject({
      data: { error: 'That code is not right', phoneSent: true },
      init: { status: 400 },
    });
  });

  it('refuses an unknown way to pay without asking the API', async () => {
    const { context, calls } = fakeApi({});
    const answer = await startPaymentAction(formRequest({ order_id: 'OJA-1001', intent: 'barter' }), context);
    expect(answer).toMatchObject({ data: { error: 'Choose how to pay.' }, init: { status: 400 } });
    expect(calls).toEqual([]);
  });
});

describe('returnFromProvider', () => {
  const back = (query: string) => new Request(`https://shop.test/checkout/return?${query}`);
  const verify = () => ({
    'GET /api/payments/ref-9/': ok({}),
    'GET /api/payments/ref-9/?transaction_id=123456': ok({}),
  });

  it.each([
    ['Paystack’s reference', 'order_id=OJA-1001&reference=ref-9&status=success', '/api/payments/ref-9/'],
    ['Paystack’s trxref', 'order_id=OJA-1001&trxref=ref-9', '/api/payments/ref-9/'],
    [
      'Flutterwave’s tx_ref and transaction id',
      'order_id=OJA-1001&tx_ref=ref-9&transaction_id=123456&status=cancelled',
      '/api/payments/ref-9/?transaction_id=123456',
    ],
    [
      'a transaction id that is not a number (left out)',
      'order_id=OJA-1001&tx_ref=ref-9&transaction_id=1;x',
      '/api/payments/ref-9/',
    ],
  ])('verifies the payment named by %s, then shows it on the checkout', async (_case, query, asked) => {
    const { context, calls } = fakeApi(verify());
    const response = (await thrown(returnFromProvider(back(query), context))) as Response;
    expect(calls.map((c) => c.path)).toEqual([asked]);
    expect(response.headers.get('location')).toBe('/checkout?order_id=OJA-1001&payment=ref-9');
  });

  it('without a reference goes to the checkout, without an order to My Orders, asking nothing', async () => {
    const { context, calls } = fakeApi({});
    expect(
      ((await thrown(returnFromProvider(back('order_id=OJA-1001'), context))) as Response).headers.get('location'),
    ).toBe('/checkout?order_id=OJA-1001');
    expect(
      ((await thrown(returnFromProvider(back('reference=ref-9'), context))) as Response).headers.get('location'),
    ).toBe('/dashboard/my-orders');
    expect(calls).toEqual([]);
  });
});
