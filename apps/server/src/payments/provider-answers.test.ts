import { afterAll, describe, expect, it } from 'vitest';
import { startJsonServer, type FakeResponse } from '@oja/testing/fakes/fake-http';
import { flutterwaveProvider } from './flutterwave.ts';
import { paystackProvider } from './paystack.ts';
import { ProviderError, type InitializeInput } from './provider.ts';
import { testProvider } from './test-provider.ts';

// Every answer of the providers is read with a zod schema: an answer of another shape is a
// ProviderError (the callers then change nothing and ask again later), never a crash, never a
// payment judged on a field that was not what it seemed.

let next: FakeResponse = { status: 200, body: null };
const server = await startJsonServer(() => next);
afterAll(() => server.close());

const paystack = paystackProvider({ secretKey: 'sk_test_secret', baseUrl: server.url });
const flutterwave = flutterwaveProvider({ secretKey: 'FLWSECK_TEST-secret', secretHash: 'hash', baseUrl: server.url });
const reference = 'OJA-ABCDEFGH-123456789ABC';
const input: InitializeInput = {
  reference,
  amountMinor: 720_050,
  currency: 'NGN',
  email: 'ada@example.com',
  customerName: 'Ada Obi',
  callbackUrl: 'https://shop.oja.test/checkout/return',
  orderRef: 'OJA-7K3M9Q2P',
};

/** The error `call` fails with; it must fail. */
async function failure(call: () => Promise<unknown>): Promise<Error> {
  const outcome = await call().then(
    () => null,
    (e: unknown) => e,
  );
  expect(outcome).toBeInstanceOf(ProviderError);
  const error = outcome as ProviderError;
  expect(error.message).not.toMatch(/sk_test_secret|FLWSECK_TEST-secret/);
  return error;
}

const paystackTransaction = {
  id: 4099260516,
  status: 'success',
  reference,
  amount: 720_050,
  currency: 'NGN',
  gateway_response: 'Successful',
  authorization: { authorization_code: 'AUTH_secret' },
};

describe('Paystack answers', () => {
  it('reads a transaction, and keeps the answer without its card token', async () => {
    next = { status: 200, body: { status: true, message: 'Verification successful', data: paystackTransaction } };
    const v = await paystack.verify({ reference });
    expect(v).toMatchObject({
      status: 'success',
      amountMinor: 720_050,
      currency: 'NGN',
      reference,
      transactionId: '4099260516',
      message: 'Successful',
    });
    expect(JSON.stringify(v.raw)).not.toContain('AUTH_secret');
  });

  it('reads an unknown reference as not paid yet', async () => {
    next = { status: 400, body: { status: false, message: 'Transaction reference not found' } };
    expect(await paystack.verify({ reference })).toMatchObject({ status: 'pending', amountMinor: null });
  });

  it.each([
    ['the amount as text', { ...paystackTransaction, amount: '720050' }, 'data.amount'],
    ['a fractional amount', { ...paystackTransaction, amount: 7200.5 }, 'data.amount'],
    ['no currency', { ...paystackTransaction, currency: undefined }, 'data.currency'],
    ['no status', { ...paystackTransaction, status: undefined }, 'data.status'],
    ['an id that is not a number', { ...paystackTransaction, id: { value: 1 } }, 'data.id'],
    ['no transaction at all', undefined, 'data'],
  ])('takes a verify answer with %s for a provider error', async (_what, data, field) => {
    next = { status: 200, body: { status: true, message: 'Verification successful', data } };
    const error = await failure(() => paystack.verify({ reference }));
    expect(error.message).toContain('paystack: verify answered 200 with an answer of another shape');
    expect(error.message).toContain(`${field}: `);
  });

  it('takes an error page or an unexpected status for a provider error, not for "not paid"', async () => {
    next = { status: 404, body: { error: 'no route' } };
    expect((await failure(() => paystack.verify({ reference }))).message).toContain('verify answered 404');
    next = { status: 200, body: { status: false, message: 'Invalid key' } };
    expect((await failure(() => paystack.verify({ reference }))).message).toContain('status: ');
  });

  it('sends the customer only to a web address Paystack gave', async () => {
    next = { status: 200, body: { status: true, data: { authorization_url: 'https://checkout.paystack.com/abc' } } };
    expect(await paystack.initialize(input)).toEqual({ redirectUrl: 'https://checkout.paystack.com/abc' });
    for (const url of ['javascript:alert(1)', 'not a url', 42, null]) {
      next = { status: 200, body: { status: true, data: { authorization_url: url } } };
      expect((await failure(() => paystack.initialize(input))).message).toContain('data.authorization_url: ');
    }
  });

  it('acts only on a charge.success webhook with a reference; a strange id is dropped, not the event', () => {
    const parse = (body: unknown) => paystack.parseWebhook(Buffer.from(JSON.stringify(body)));
    expect(parse({ event: 'charge.success', data: { reference, id: 77 } })).toEqual({
      event: 'charge.success',
      reference,
      transactionId: '77',
    });
    expect(parse({ event: 'charge.success', data: { reference, id: { x: 1 } } })).toMatchObject({
      reference,
      transactionId: null,
    });
    expect(parse({ event: 'charge.success', data: { reference: 12 } })).toBeNull();
    expect(parse({ event: 'charge.success' })).toBeNull();
    expect(parse({ event: 'transfer.success', data: { reference } })).toBeNull();
    expect(parse([1, 2])).toBeNull();
    expect(paystack.parseWebhook(Buffer.from('not json'))).toBeNull();
  });
});

const flutterwaveTransaction = {
  id: 288200108,
  tx_ref: reference,
  amount: 7200.5,
  currency: 'NGN',
  status: 'successful',
  processor_response: 'Approved by Financial Institution',
  card: { token: 'flw-t1nf-secret-token' },
};

describe('Flutterwave answers', () => {
  it('reads a transaction: major units exactly, a numeric tx_ref as text, no card token kept', async () => {
    next = { status: 200, body: { status: 'success', data: { ...flutterwaveTransaction, tx_ref: 1732400000000 } } };
    const v = await flutterwave.verify({ reference, transactionId: '288200108' });
    expect(v).toMatchObject({
      status: 'success',
      amountMinor: 720_050,
      currency: 'NGN',
      reference: '1732400000000',
      transactionId: '288200108',
      message: 'Approved by Financial Institution',
    });
    expect(JSON.stringify(v.raw)).not.toContain('flw-t1nf-secret-token');
    next = { status: 200, body: { status: 'success', data: { ...flutterwaveTransaction, amount: '7200.50' } } };
    expect((await flutterwave.verify({ reference })).amountMinor).toBe(720_050);
  });

  it('reads "no transaction" as not paid yet', async () => {
    next = { status: 404, body: { status: 'error', message: 'No transaction was found for this id', data: null } };
    expect(await flutterwave.verify({ reference })).toMatchObject({ status: 'pending', amountMinor: null });
  });

  it.each([
    ['an amount with three decimals', { ...flutterwaveTransaction, amount: 7200.505 }, 'data.amount'],
    ['a negative amount', { ...flutterwaveTransaction, amount: -1 }, 'data.amount'],
    ['the amount as an object', { ...flutterwaveTransaction, amount: { value: 7200.5 } }, 'data.amount'],
    ['no tx_ref', { ...flutterwaveTransaction, tx_ref: undefined }, 'data.tx_ref'],
    ['an empty id', { ...flutterwaveTransaction, id: '' }, 'data.id'],
    ['no status', { ...flutterwaveTransaction, status: null }, 'data.status'],
    ['no transaction at all', null, 'data'],
  ])('takes a verify answer with %s for a provider error', async (_what, data, field) => {
    next = { status: 200, body: { status: 'success', message: 'Transaction fetched successfully', data } };
    const error = await failure(() => flutterwave.verify({ reference, transactionId: '288200108' }));
    expect(error.message).toContain('flutterwave: verify answered 200 with an answer of another shape');
    expect(error.message).toContain(`${field}: `);
  });

  it('sends the customer only to a web address Flutterwave gave', async () => {
    next = {
      status: 200,
      body: { status: 'success', data: { link: 'https://checkout.flutterwave.com/v3/hosted/pay/x' } },
    };
    expect((await flutterwave.initialize(input)).redirectUrl).toBe('https://checkout.flutterwave.com/v3/hosted/pay/x');
    next = { status: 200, body: { status: 'success', data: {} } };
    expect((await failure(() => flutterwave.initialize(input))).message).toContain('data.link: ');
    next = { status: 200, body: { status: 'error', message: 'Invalid currency' } };
    expect((await failure(() => flutterwave.initialize(input))).message).toContain('status: ');
  });

  it('acts only on a charge.completed webhook with a tx_ref', () => {
    const parse = (body: unknown) => flutterwave.parseWebhook(Buffer.from(JSON.stringify(body)));
    expect(parse({ event: 'charge.completed', data: { tx_ref: 1732400000000, id: 5 } })).toEqual({
      event: 'charge.completed',
      reference: '1732400000000',
      transactionId: '5',
    });
    expect(parse({ event: 'charge.completed', data: { tx_ref: reference, id: true } })?.transactionId).toBeNull();
    expect(parse({ event: 'charge.completed', data: { tx_ref: '' } })).toBeNull();
    expect(parse({ event: 'charge.completed', data: { tx_ref: 1.5 } })).toBeNull();
    expect(parse({ event: 'transfer.completed', data: { tx_ref: reference } })).toBeNull();
  });
});

describe('the test provider’s webhooks', () => {
  // Parsing a webhook needs neither the database nor the configuration.
  const provider = testProvider({
    config: {} as never,
    db: {} as never,
    secret: 'test-secret',
    sendWebhook: () => {},
  });
  const parse = (body: unknown) => provider.parseWebhook(Buffer.from(JSON.stringify(body)));

  it('acts on its charge events with a reference, and on nothing else', () => {
    expect(parse({ event: 'charge.failed', data: { reference } })).toEqual({
      event: 'charge.failed',
      reference,
      transactionId: null,
    });
    expect(parse({ event: 'refund.processed', data: { reference } })).toBeNull();
    expect(parse({ event: 'charge.success', data: { reference: 7 } })).toBeNull();
    expect(parse({ event: 7, data: { reference } })).toBeNull();
    expect(provider.parseWebhook(Buffer.from('{'))).toBeNull();
  });
});
