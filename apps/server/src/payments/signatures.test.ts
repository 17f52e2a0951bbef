import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { flutterwaveProvider } from './flutterwave.ts';
import { paystackProvider } from './paystack.ts';
import { constantTimeEqual, hmacSha512Hex } from './signatures.ts';

const body = Buffer.from('{"event":"charge.success","data":{"reference":"OJA-ABCDEFGH-X"}}');

describe('webhook signatures', () => {
  it('Paystack: HMAC-SHA512 of the exact raw bytes with the secret key', () => {
    const paystack = paystackProvider({ secretKey: 'sk_test_secret', baseUrl: 'https://api.paystack.co' });
    const signature = createHmac('sha512', 'sk_test_secret').update(body).digest('hex');
    expect(hmacSha512Hex('sk_test_secret', body)).toBe(signature);
    expect(paystack.verifyWebhookSignature(body, { 'x-paystack-signature': signature })).toBe(true);
    expect(paystack.verifyWebhookSignature(body, { 'x-paystack-signature': signature.toUpperCase() })).toBe(false);
    expect(paystack.verifyWebhookSignature(Buffer.from(`${body} `), { 'x-paystack-signature': signature })).toBe(false);
    expect(paystack.verifyWebhookSignature(body, { 'x-paystack-signature': [signature, signature] })).toBe(false);
    expect(paystack.verifyWebhookSignature(body, {})).toBe(false);
    expect(paystack.parseWebhook(body)).toEqual({
      event: 'charge.success',
      reference: 'OJA-ABCDEFGH-X',
      transactionId: null,
    });
    expect(paystack.parseWebhook(Buffer.from('{"event":"transfer.success","data":{}}'))).toBeNull();
    expect(paystack.parseWebhook(Buffer.from('not json'))).toBeNull();
  });

  it('Flutterwave: the verif-hash header equals the secret hash', () => {
    const flutterwave = flutterwaveProvider({
      secretKey: 'k',
      secretHash: 'the-hash',
      baseUrl: 'https://api.flutterwave.com',
    });
    expect(flutterwave.verifyWebhookSignature(body, { 'verif-hash': 'the-hash' })).toBe(true);
    expect(flutterwave.verifyWebhookSignature(body, { 'verif-hash': 'the-has' })).toBe(false);
    expect(flutterwave.verifyWebhookSignature(body, {})).toBe(false);
  });

  it('compares in constant time whatever the lengths', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abcd', 'abc')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(false);
    expect(constantTimeEqual(undefined, 'abc')).toBe(false);
  });
});
