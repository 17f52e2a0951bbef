import { afterAll, describe, expect, it } from 'vitest';
import { startFakeFlutterwave } from '@oja/testing/fakes/fake-flutterwave';
import { startFakePaystack } from '@oja/testing/fakes/fake-paystack';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { uncappedReservations } from '@oja/testing/factories/order-factories';
import { placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';
import { providerCheckLimits } from './throttles.ts';

const secretKey = 'sk_test_checks_0123456789';
const paystack = await startFakePaystack(secretKey);
const flwKey = 'FLWSECK_TEST-checks-0123456789-X';
const flwHash = 'checks-webhook-hash-0123';
const flutterwave = await startFakeFlutterwave(flwKey, flwHash);
afterAll(() => Promise.all([paystack.close(), flutterwave.close()]));

// The per-account limit is reached across several unpaid orders of one customer: more than the
// reservation policy lets one customer hold, so its caps are lifted here.
const { app, db } = await createTestApp({
  PAYSTACK_SECRET_KEY: secretKey,
  PAYSTACK_BASE_URL: paystack.url,
  ...uncappedReservations,
});
const flw = await createTestApp({
  PAYMENT_PROVIDER: 'flutterwave',
  FLUTTERWAVE_SECRET_KEY: flwKey,
  FLUTTERWAVE_SECRET_HASH: flwHash,
  FLUTTERWAVE_BASE_URL: flutterwave.url,
});

type Auth = Record<string, string>;
const [perPayment, perAccount] = providerCheckLimits(1, 'x');
const check = (reference: string, auth: Auth) => app.inject({ url: `/api/payments/${reference}/`, headers: auth });
const verifiesOf = (reference: string) =>
  paystack.requests.filter((r) => r.path === `/transaction/verify/${reference}`).length;

async function pendingPayment(me: Awaited<ReturnType<typeof makeSignedInUser>>) {
  const order = await placeOrderFor(app, db, me.auth);
  return (await startPayment(app, me.auth, order.order_id)).payment.reference;
}

function expectRateLimited(res: Awaited<ReturnType<typeof check>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    code: 'rate_limited',
    detail: expect.stringMatching(/^Too many payment checks/),
    message_id: 'detail.limit.payment-checks',
    message_values: { unit: expect.stringMatching(/^(second|minute)$/), wait: expect.any(Number) },
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('checks with the provider are throttled', () => {
  it(`per payment: ${perPayment!.max} checks, then 429 with Retry-After and no call to the provider`, async () => {
    const me = await makeSignedInUser(db);
    const reference = await pendingPayment(me);
    for (let i = 0; i < perPayment!.max; i++) expect((await check(reference, me.auth)).statusCode).toBe(200);
    expect(verifiesOf(reference)).toBe(perPayment!.max);
    expectRateLimited(await check(reference, me.auth));
    expectRateLimited(
      await app.inject({
        method: 'POST',
        url: `/api/payment/${reference.slice(0, 12)}/`,
        payload: { reference },
        headers: me.auth,
      }),
    );
    expect(verifiesOf(reference)).toBe(perPayment!.max);

    // The same customer's other payment is not held up by this one.
    const other = await pendingPayment(me);
    expect((await check(other, me.auth)).statusCode).toBe(200);
    // Once the webhook settles it, the payment is answered from our records, without a check.
    paystack.pay(reference, { outcome: 'success' });
    const { body, headers } = paystack.webhook(reference);
    await app.inject({ method: 'POST', url: '/api/webhooks/paystack', payload: body, headers });
    await app.payments.idle();
    const settled = await check(reference, me.auth);
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'success', order_state: 'opened' });
  });

  it(`per account: ${perAccount!.max} checks an hour across its payments`, async () => {
    const me = await makeSignedInUser(db);
    const references: string[] = [];
    let checks = 0;
    while (checks < perAccount!.max) {
      const reference = await pendingPayment(me);
      references.push(reference);
      for (let i = 0; i < perPayment!.max && checks < perAccount!.max; i++, checks++) {
        expect((await check(reference, me.auth)).statusCode).toBe(200);
      }
    }
    const fresh = await pendingPayment(me);
    expectRateLimited(await check(fresh, me.auth));
    expect(verifiesOf(fresh)).toBe(0);
    expect(references.reduce((n, r) => n + verifiesOf(r), 0)).toBe(perAccount!.max);

    // Another customer is not affected.
    const someoneElse = await makeSignedInUser(db);
    expect((await check(await pendingPayment(someoneElse), someoneElse.auth)).statusCode).toBe(200);
  });

  it('per Flutterwave transaction id named by a client, before the payment is known', async () => {
    const me = await makeSignedInUser(flw.db);
    const order = await placeOrderFor(flw.app, flw.db, me.auth);
    const { payment } = await startPayment(flw.app, me.auth, order.order_id);
    const transactionId = flutterwave.pay(payment.reference, { outcome: 'failed' });
    const claim = () =>
      flw.app.inject({
        method: 'POST',
        url: `/api/payment/${order.order_id}/`,
        payload: { transaction_id: transactionId },
        headers: me.auth,
      });
    const byId = () => flutterwave.requests.filter((r) => r.path === `/v3/transactions/${transactionId}/verify`).length;
    for (let i = 0; i < perPayment!.max; i++) expect((await claim()).statusCode).toBe(200);
    expect(byId()).toBe(perPayment!.max);
    expectRateLimited(await claim());
    expect(byId()).toBe(perPayment!.max);
  });
});
