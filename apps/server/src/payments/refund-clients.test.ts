import { afterAll, describe, expect, it } from 'vitest';
import { startJsonServer, type FakeResponse } from '@oja/testing/fakes/fake-http';
import { ProviderError } from './provider.ts';
import { flutterwaveRefunds, paystackRefunds, RefundRefused } from './refund-clients.ts';

let next: FakeResponse = { status: 200, body: null };
const server = await startJsonServer(() => next);
afterAll(() => server.close());

const paystack = paystackRefunds({ secretKey: 'sk_test_x', baseUrl: server.url });
const flutterwave = flutterwaveRefunds({ secretKey: 'FLWSECK_TEST-x', baseUrl: server.url });
const request = {
  reference: 'OJA-ABCDEFGH-123456789ABC',
  transactionId: '288200100',
  amountMinor: 720_050,
  currency: 'NGN' as const,
};

describe('refund clients', () => {
  it('read the refund id and status from an accepted refund', async () => {
    next = { status: 200, body: { status: true, message: 'queued', data: { id: 3018000, status: 'pending' } } };
    expect(await paystack.refund(request)).toEqual({ refundId: '3018000', status: 'pending' });
    expect(server.requests.at(-1)).toMatchObject({
      path: '/refund',
      body: { transaction: request.reference, amount: 720_050 },
    });

    next = {
      status: 200,
      body: { status: 'success', data: { id: 75923, status: 'completed', amount_refunded: 7200.5 } },
    };
    expect(await flutterwave.refund(request)).toEqual({ refundId: '75923', status: 'completed' });
    // Major units, exactly: 720050 kobo is 7200.50 naira.
    expect(server.requests.at(-1)).toMatchObject({
      path: '/v3/transactions/288200100/refund',
      body: { amount: 7200.5 },
    });
  });

  it.each([
    [
      'a 4xx refusal',
      { status: 400, body: { status: false, message: 'Transaction has been fully reversed' } },
      RefundRefused,
    ],
    ['a 5xx', { status: 502, body: { status: false, message: 'Bad gateway' } }, ProviderError],
    ['429 (the provider limits us)', { status: 429, body: { message: 'slow down' } }, ProviderError],
    [
      'an accepted status with an answer of another shape',
      { status: 200, body: { status: true, data: {} } },
      ProviderError,
    ],
  ])('treat %s as %o', async (_what, answer, kind) => {
    next = answer;
    const error = await paystack.refund(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(kind);
    if (kind === ProviderError) expect(error).not.toBeInstanceOf(RefundRefused);
    expect(String(error)).not.toContain('sk_test_x');
  });

  it('refuse a Flutterwave refund without a transaction id before calling', async () => {
    const before = server.requests.length;
    await expect(flutterwave.refund({ ...request, transactionId: null })).rejects.toBeInstanceOf(RefundRefused);
    expect(server.requests.length).toBe(before);
  });
});
