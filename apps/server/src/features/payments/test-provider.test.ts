import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { assertTestPaymentsAllowed, createPaymentProviders } from '../../payments/index.ts';
import { testProvider } from '../../payments/test-provider.ts';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { paymentEffects, paymentMails, placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://shop.oja.test' });

const page = (reference: string) => app.inject({ url: `/payments/test/${reference}` });
const choose = (reference: string, outcome: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/payments/test/${reference}`,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.oja.test', ...headers },
  });

async function started() {
  const me = await makeSignedInUser(db);
  const order = await placeOrderFor(app, db, me.auth);
  const { payment, authorization_url } = await startPayment(app, me.auth, order.order_id);
  return { me, order, reference: payment.reference, url: authorization_url };
}

describe('the built-in test provider', () => {
  it('serves its own payment page, marked TEST MODE, with the amount and the three choices', async () => {
    const { reference, url } = await started();
    expect(new URL(url).pathname).toBe(`/payments/test/${reference}`);
    const res = await page(reference);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('TEST MODE — no real money');
    expect(res.body).toMatch(/Pay ₦[\d,.]+ \(success\)/);
    expect(res.body).toContain('value="failed"');
    expect(res.body).toContain('value="abandoned"');
    expect(res.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'nonce-[^']+'; form-action 'self'/,
    );
    expect((await page('OJA-NOPE2345-UNKNOWN')).statusCode).toBe(404);
  });

  it('success: back to our return URL, a signed webhook, and the order opened once', async () => {
    const { me, order, reference } = await started();
    const res = await choose(reference, 'success');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `https://shop.oja.test/checkout/return?order_id=${order.order_id}&trxref=${reference}&reference=${reference}`,
    );
    // The browser comes back while the webhook is on its way.
    const back = await app.inject({ url: `/api/payments/${reference}/`, headers: me.auth });
    expect(back.json()).toMatchObject({ status: 'success', order_status: 1, test_mode: true });
    await app.payments.idle();
    const effects = await paymentEffects(db, order.id);
    expect(effects.events).toHaveLength(1);
    const mails = await paymentMails(db, order.order_id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.label).toBe(`[TEST] Payment received for order ${order.order_id}`);
    expect(mails[0]!.text_body).toContain('TEST MODE — no real money was taken.');
    // The page now says so in plain English, and a second choice changes nothing.
    const settled = (await page(reference)).body;
    expect(settled).toContain('<p>This test payment has already succeeded.</p>');
    expect(settled).not.toContain('value="failed"');
    expect((await choose(reference, 'failed')).statusCode).toBe(303);
    await app.payments.idle();
    expect((await paymentEffects(db, order.id)).payments[0]!.status).toBe('success');
  });

  it('the webhook alone opens the order (the customer closed the tab)', async () => {
    const { order, reference } = await started();
    await choose(reference, 'success');
    await app.payments.idle();
    expect((await paymentEffects(db, order.id)).state).toBe('opened');
  });

  it('failure and abandon leave the order awaiting payment, and it can be paid again', async () => {
    for (const outcome of ['failed', 'abandoned'] as const) {
      const { me, order, reference } = await started();
      await choose(reference, outcome);
      await app.payments.idle();
      const back = await app.inject({ url: `/api/payments/${reference}/`, headers: me.auth });
      expect(back.json()).toMatchObject({ status: outcome, order_status: null, order_state: 'awaiting' });
      expect((await paymentEffects(db, order.id)).events).toEqual([]);
      expect((await startPayment(app, me.auth, order.order_id)).payment.status).toBe('pending');
    }
  });

  it('refuses a forged test webhook and a cross-site post to its page', async () => {
    const { order, reference } = await started();
    const body = JSON.stringify({ event: 'charge.success', data: { reference } });
    const forged = await app.inject({
      method: 'POST',
      url: '/api/webhooks/test',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-oja-test-signature': 'f'.repeat(128) },
    });
    expect(forged.statusCode).toBe(401);
    const crossSite = await choose(reference, 'success', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    await app.payments.idle();
    expect((await paymentEffects(db, order.id)).state).toBe('awaiting');
  });

  it('is refused in production unless PAYMENTS_TEST_MODE=true: at start and at use', async () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    const deps = { db, sendTestWebhook: () => {} };
    expect(() => createPaymentProviders({ config: production, ...deps })).toThrow(ConfigError);
    expect(() => createPaymentProviders({ config: production, ...deps })).toThrow(/PAYMENTS_TEST_MODE=true/);
    expect(() => assertTestPaymentsAllowed(production)).toThrow(/refused when NODE_ENV=production/);

    const demo = loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' });
    expect(createPaymentProviders({ config: demo, ...deps }).active.name).toBe('test');
    // With keys, there is no test provider at all.
    const live = loadConfig({ NODE_ENV: 'production', PAYSTACK_SECRET_KEY: 'sk_live_0123456789' });
    const providers = createPaymentProviders({ config: live, ...deps });
    expect(providers.active.name).toBe('paystack');
    expect(providers.test).toBeNull();
    expect(providers.byName('test')).toBeUndefined();
  });

  it('refuses to take a payment at use when test payments are not allowed', async () => {
    const { me, order } = await started();
    // The app was built in test mode; production settings arriving later must still be refused.
    const config = loadConfig({ NODE_ENV: 'production' });
    const provider = testProvider({
      config,
      db,
      secret: 'x'.repeat(32),
      sendWebhook: () => {},
    });
    await expect(
      provider.initialize({
        reference: `${order.order_id}-X`,
        amountMinor: 100,
        currency: 'NGN',
        email: me.user.email,
        customerName: 'A B',
        callbackUrl: 'https://shop.oja.test/checkout/return',
        orderRef: order.order_id,
      }),
    ).rejects.toThrow(/refused when NODE_ENV=production/);
    await expect(provider.verify({ reference: 'x' })).rejects.toThrow(/refused/);
  });
});
