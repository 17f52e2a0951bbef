import { afterAll, describe, expect, it } from 'vitest';
import { paymentOptionsSchema } from '@oja/shared/payment-methods';
import { loadConfig } from '../../config.ts';
import { createTestApp } from '@oja/testing/app/test-app';
import { startFakeFlutterwave } from '@oja/testing/fakes/fake-flutterwave';
import { startFakePaystack } from '@oja/testing/fakes/fake-paystack';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';

const paystackKey = 'sk_test_0123456789abcdef';
const flwKey = 'FLWSECK_TEST-0123456789abcdef-X';
const flwHash = 'my-webhook-hash-0123';
const paystack = await startFakePaystack(paystackKey);
const flutterwave = await startFakeFlutterwave(flwKey, flwHash);
afterAll(() => Promise.all([paystack.close(), flutterwave.close()]));

const paystackShop = await createTestApp({ PAYSTACK_SECRET_KEY: paystackKey, PAYSTACK_BASE_URL: paystack.url });
const ussdOnly = await createTestApp({
  PAYSTACK_SECRET_KEY: paystackKey,
  PAYSTACK_BASE_URL: paystack.url,
  PAYSTACK_CHANNELS: 'ussd, bank_transfer',
});
const flutterwaveShop = await createTestApp({
  FLUTTERWAVE_SECRET_KEY: flwKey,
  FLUTTERWAVE_SECRET_HASH: flwHash,
  FLUTTERWAVE_BASE_URL: flutterwave.url,
});

async function started(shop: typeof paystackShop) {
  const me = await makeSignedInUser(shop.db);
  const order = await placeOrderFor(shop.app, shop.db, me.auth);
  await startPayment(shop.app, me.auth, order.order_id);
  const options = await shop.app.inject({ url: `/api/orders/${order.order_id}/payment-options/`, headers: me.auth });
  return paymentOptionsSchema.parse(options.json());
}

describe('provider channels: card, bank transfer and USSD on the hosted page', () => {
  it('asks Paystack for card, bank transfer and USSD by default, and names them', async () => {
    const options = await started(paystackShop);
    const init = paystack.requests.findLast((r) => r.path === '/transaction/initialize')!;
    expect((init.body as { channels: unknown }).channels).toEqual(['card', 'bank_transfer', 'ussd']);
    expect(options.provider).toEqual({
      display_name: 'Paystack',
      label: 'Card, bank transfer or USSD via Paystack',
      channels: ['card', 'bank_transfer', 'ussd'],
    });
    // A shop with provider keys and no SHOP_BANK_* takes no transfers to its own account.
    expect(options.bank_transfer).toEqual({ available: false, details: null });
  });

  it('sends the configured channels (PAYSTACK_CHANNELS)', async () => {
    const options = await started(ussdOnly);
    const init = paystack.requests.findLast((r) => r.path === '/transaction/initialize')!;
    expect((init.body as { channels: unknown }).channels).toEqual(['ussd', 'bank_transfer']);
    expect(options.provider.label).toBe('USSD or bank transfer via Paystack');
  });

  it('asks Flutterwave for card, bank transfer and USSD as its comma-separated payment_options', async () => {
    const options = await started(flutterwaveShop);
    const sent = flutterwave.requests.findLast((r) => r.path === '/v3/payments')!;
    expect((sent.body as { payment_options: unknown }).payment_options).toBe('card,banktransfer,ussd');
    expect(options.provider.label).toBe('Card, bank transfer or USSD via Flutterwave');
  });

  it('refuses channels a provider does not know, and a bank account given in part', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PAYSTACK_CHANNELS: 'card,cash' })).toThrow(/PAYSTACK_CHANNELS/);
    expect(() => loadConfig({ NODE_ENV: 'test', FLUTTERWAVE_PAYMENT_OPTIONS: 'bank_transfer' })).toThrow(
      /FLUTTERWAVE_PAYMENT_OPTIONS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', SHOP_BANK_NAME: 'GTBank' })).toThrow(/SHOP_BANK_ACCOUNT_NUMBER/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        SHOP_BANK_NAME: 'GTBank',
        SHOP_BANK_ACCOUNT_NAME: 'Oja Ltd',
        SHOP_BANK_ACCOUNT_NUMBER: '12345',
      }),
    ).toThrow(/10-digit/);
    const config = loadConfig({
      NODE_ENV: 'test',
      PAYSTACK_SECRET_KEY: paystackKey,
      SHOP_BANK_NAME: 'GTBank',
      SHOP_BANK_ACCOUNT_NAME: 'Oja Market Ltd',
      SHOP_BANK_ACCOUNT_NUMBER: '0211234567',
    });
    expect(config.payments.bank).toEqual({
      bankName: 'GTBank',
      accountName: 'Oja Market Ltd',
      accountNumber: '0211234567',
    });
  });
});
