import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { checkoutOrigins } from './registry.ts';

describe('checkout origins (the page CSP form-action)', () => {
  it('are the active provider hosted page and API origins, derived from the configuration', () => {
    expect(checkoutOrigins(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_0123456789' }))).toEqual([
      'https://checkout.paystack.com',
      'https://api.paystack.co',
    ]);
    const flutterwave = loadConfig({
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc',
      FLUTTERWAVE_SECRET_HASH: 'hash-0123',
      FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:4555/',
    });
    expect(checkoutOrigins(flutterwave)).toEqual(['https://checkout.flutterwave.com', 'http://127.0.0.1:4555']);
    expect(checkoutOrigins(loadConfig({ PUBLIC_URL: 'https://shop.oja.test/' }))).toEqual(['https://shop.oja.test']);
  });
});
