import { afterAll, describe, expect, it } from 'vitest';
import { startFakePaystack } from '@oja/testing/fakes/fake-paystack';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { paymentEffects, paymentMails, placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';
import { reconcileSettings } from './index.ts';

const secretKey = 'sk_test_reconcile_0123';
const paystack = await startFakePaystack(secretKey);
afterAll(() => paystack.close());
const { app, db } = await createTestApp({ PAYSTACK_SECRET_KEY: secretKey, PAYSTACK_BASE_URL: paystack.url });

const minutes = (n: number) => n * 60_000;

async function pendingPayment() {
  const me = await makeSignedInUser(db);
  const order = await placeOrderFor(app, db, me.auth);
  const { payment } = await startPayment(app, me.auth, order.order_id);
  return { order, reference: payment.reference };
}

describe('payment reconciliation', () => {
  it('applies a pending success whose return never came, once, even when runs overlap', async () => {
    const { order, reference } = await pendingPayment();
    paystack.pay(reference, { outcome: 'success' });

    // Too early: the customer may still be on their way back.
    expect((await app.payments.reconcile(Date.now() + minutes(1))).checked).toBe(0);
    expect((await paymentEffects(db, order.id)).state).toBe('awaiting');

    const later = Date.now() + reconcileSettings.checkAfterMs + 1_000;
    paystack.delayMs = 20;
    const runs = await Promise.all([
      app.payments.reconcile(later),
      app.payments.reconcile(later),
      app.payments.reconcile(later),
    ]);
    paystack.delayMs = 0;
    expect(runs.reduce((n, r) => n + r.settled, 0)).toBe(1);
    const verifies = paystack.requests.filter((r) => r.path === `/transaction/verify/${reference}`);
    expect(verifies).toHaveLength(1); // claimed by one run
    const effects = await paymentEffects(db, order.id);
    expect(effects.state).toBe('opened');
    expect(effects.events).toHaveLength(1);
    expect(await paymentMails(db, order.order_id)).toHaveLength(1);

    expect((await app.payments.reconcile(later + minutes(10))).checked).toBe(0); // nothing pending any more
  });

  it('asks again later while the provider has nothing, then gives up (abandoned) — and a late payment still counts', async () => {
    const { order, reference } = await pendingPayment();
    const t0 = Date.now();
    const first = await app.payments.reconcile(t0 + minutes(6));
    expect(first).toMatchObject({ settled: 0 });
    // Checked a minute ago: not asked again yet.
    const before = paystack.requests.length;
    await app.payments.reconcile(t0 + minutes(7));
    expect(paystack.requests.length).toBe(before);

    await app.payments.reconcile(t0 + reconcileSettings.abandonAfterMs + minutes(1));
    expect((await paymentEffects(db, order.id)).payments[0]).toMatchObject({
      status: 'abandoned',
      failure_reason: 'No payment arrived: the payment was not completed.',
    });
    expect((await paymentEffects(db, order.id)).state).toBe('awaiting');

    // The customer pays after all; Paystack's webhook brings it in.
    paystack.pay(reference, { outcome: 'success' });
    const { body, headers } = paystack.webhook(reference);
    const res = await app.inject({ method: 'POST', url: '/api/webhooks/paystack', payload: body, headers });
    expect(res.statusCode).toBe(200);
    await app.payments.idle();
    const effects = await paymentEffects(db, order.id);
    expect(effects.state).toBe('opened');
    expect(effects.payments[0]).toMatchObject({ status: 'success', failure_reason: null });
  });

  it('leaves payments pending when the provider cannot be reached', async () => {
    const { order } = await pendingPayment();
    await paystack.close();
    const result = await app.payments.reconcile(Date.now() + minutes(30));
    expect(result.settled).toBe(0);
    expect((await paymentEffects(db, order.id)).payments[0]!.status).toBe('pending');
  });
});
