import { afterAll, describe, expect, it } from 'vitest';
import { startFakePaystack } from '@oja/testing/fakes/fake-paystack';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';

// Payments and refunds by provider and outcome, and the calls to the provider, through a real
// HTTP provider (the Paystack fake): a charge that arrives after the order was cancelled is late
// and refunded at once.
const secretKey = 'sk_test_metrics_0123456789';
const paystack = await startFakePaystack(secretKey);
afterAll(() => paystack.close());

const token = 'metrics-token-refunds-0123456789';
const { app, db } = await createTestApp({
  METRICS_TOKEN: token,
  PAYSTACK_SECRET_KEY: secretKey,
  PAYSTACK_BASE_URL: paystack.url,
  PUBLIC_URL: 'https://shop.oja.test',
});

const scrape = async () => {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics: payments, refunds and provider calls', () => {
  it('counts a late charge and its refund by provider and outcome, and times the calls to the provider', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);
    const { payment } = await startPayment(app, me.auth, order.order_id);
    expect((await app.inject({ method: 'DELETE', url: `/api/orders/${order.id}/`, headers: me.auth })).statusCode).toBe(
      200,
    );
    let text = await scrape();
    expect(valueOf(text, 'oja_refunds_total{provider="paystack",outcome="requested"}')).toBeUndefined();

    paystack.pay(payment.reference, { outcome: 'success' });
    const { body, headers } = paystack.webhook(payment.reference);
    expect(
      (await app.inject({ method: 'POST', url: '/api/webhooks/paystack', payload: body, headers })).statusCode,
    ).toBe(200);
    await app.payments.idle();
    expect(paystack.refunds.filter((r) => r.transaction === payment.reference)).toHaveLength(1);

    text = await scrape();
    expect(valueOf(text, 'oja_payments_total{provider="paystack",outcome="late"}')).toBe(1);
    expect(valueOf(text, 'oja_refunds_total{provider="paystack",outcome="requested"}')).toBe(1);
    expect(valueOf(text, 'oja_refunds_total{provider="paystack",outcome="succeeded"}')).toBe(1);
    expect(
      valueOf(text, 'oja_provider_request_duration_seconds_count{provider="paystack",outcome="ok"}'),
    ).toBeGreaterThanOrEqual(2);
  });
});
