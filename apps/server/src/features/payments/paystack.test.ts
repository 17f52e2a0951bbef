import { afterAll, describe, expect, it } from 'vitest';
import { paymentSchema } from '@oja/shared/payments';
import { startFakePaystack } from '@oja/testing/fakes/fake-paystack';
import { createTestApp, type LogRecord } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { paymentEffects, paymentMails, placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';

const secretKey = 'sk_test_0123456789abcdef';
const paystack = await startFakePaystack(secretKey);
afterAll(() => paystack.close());
const logs: LogRecord[] = [];
const { app, db } = await createTestApp(
  { PAYSTACK_SECRET_KEY: secretKey, PAYSTACK_BASE_URL: paystack.url, PUBLIC_URL: 'https://shop.oja.test' },
  { logs },
);
// A shop whose Paystack key is wrong: Paystack refuses to start payments.
const broken = await createTestApp({ PAYSTACK_SECRET_KEY: 'sk_test_wrong_key_0000', PAYSTACK_BASE_URL: paystack.url });

type Auth = Record<string, string>;
const webhook = (body: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/webhooks/paystack', payload: body, headers });
const browserReturn = (reference: string, auth: Auth) =>
  app.inject({ url: `/api/payments/${reference}/`, headers: auth });
const contract = (orderRef: string, body: unknown, auth: Auth) =>
  app.inject({ method: 'POST', url: `/api/payment/${orderRef}/`, payload: body as object, headers: auth });

async function paidOrder() {
  const me = await makeSignedInUser(db);
  const order = await placeOrderFor(app, db, me.auth);
  const { payment } = await startPayment(app, me.auth, order.order_id);
  return { me, order, reference: payment.reference };
}

describe('Paystack', () => {
  it('initializes in kobo with our reference and callback, and sends the customer to the authorization URL', async () => {
    const { order, reference } = await paidOrder();
    const init = paystack.requests.findLast((r) => r.path === '/transaction/initialize')!;
    const total = (
      await db.selectFrom('orders').select('total_minor').where('id', '=', order.id).executeTakeFirstOrThrow()
    ).total_minor;
    expect(init.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(init.body).toMatchObject({
      amount: String(total),
      currency: 'NGN',
      reference,
      callback_url: `https://shop.oja.test/checkout/return?order_id=${order.order_id}`,
      metadata: { order_id: order.order_id },
    });
    expect(total % 100).not.toBe(0); // kobo included, not rounded away
    expect(paystack.transactions.get(reference)?.status).toBe('abandoned');
  });

  it('marks the order paid only after verifying: pending before, then one transition with event and e-mail', async () => {
    const { me, order, reference } = await paidOrder();
    const before = await browserReturn(reference, me.auth);
    expect(paymentSchema.parse(before.json())).toMatchObject({ status: 'pending', order_status: null });

    paystack.pay(reference, { outcome: 'success' });
    const after = await browserReturn(reference, me.auth);
    expect(after.json()).toMatchObject({ status: 'success', order_status: 1, order_state: 'opened', test_mode: false });
    const effects = await paymentEffects(db, order.id);
    expect(effects.state).toBe('opened');
    expect(effects.paidAt).toEqual(expect.any(Number));
    expect(effects.events).toEqual([
      {
        from_state: 'awaiting',
        to_state: 'opened',
        actor_kind: 'provider',
        note: `paid with paystack, reference ${reference}`,
      },
    ]);
    const mails = await paymentMails(db, order.order_id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: me.user.email, status: 'pending' });
    expect(mails[0]!.text_body).toContain('https://shop.oja.test/dashboard/my-orders');

    // The verify response is kept, without the reusable card authorization.
    const row = await db
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row.verified_at).toEqual(expect.any(Number));
    expect(row.raw_response).toContain('"gateway_response":"Successful"');
    expect(row.raw_response).not.toContain('AUTH_');
    expect(row.raw_response).toContain('[redacted]');
  });

  it('refuses webhooks with a missing or forged signature (401) and changes nothing', async () => {
    const { order, reference } = await paidOrder();
    paystack.pay(reference, { outcome: 'success' });
    const { body, headers } = paystack.webhook(reference);
    const before = await paymentEffects(db, order.id);

    const { 'x-paystack-signature': _dropped, ...unsigned } = headers;
    const forgedKey = paystack.webhook(reference, 'sk_test_someone_else').headers;
    const tampered = body.replace('"charge.success"', '"charge.success" ');
    for (const res of [
      await webhook(body, unsigned),
      await webhook(body, forgedKey),
      await webhook(tampered, headers),
      await webhook(body, { ...headers, 'x-paystack-signature': '' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized', detail: 'Missing or invalid webhook signature.' });
    }
    await app.payments.idle();
    expect(await paymentEffects(db, order.id)).toEqual(before);
    expect(before.state).toBe('awaiting');
  });

  it('applies a valid webhook after verifying it, however it arrives: with a cookie-less, cross-site looking request', async () => {
    const { order, reference } = await paidOrder();
    paystack.pay(reference, { outcome: 'success' });
    const { body, headers } = paystack.webhook(reference);
    const res = await webhook(body, { ...headers, origin: 'https://api.paystack.co', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    await app.payments.idle();
    expect((await paymentEffects(db, order.id)).state).toBe('opened');
  });

  it('re-verifies a webhook instead of believing it: no paid order when Paystack now says the charge failed', async () => {
    const { order, reference } = await paidOrder();
    paystack.pay(reference, { outcome: 'success' });
    const { body, headers } = paystack.webhook(reference);
    // The transaction is reversed at Paystack before we look.
    paystack.pay(reference, { outcome: 'failed' });
    expect((await webhook(body, headers)).statusCode).toBe(200);
    await app.payments.idle();
    const effects = await paymentEffects(db, order.id);
    expect(effects.state).toBe('awaiting');
    expect(effects.payments[0]).toMatchObject({ status: 'failed', failure_reason: 'Declined' });
  });

  it('applies a reference once, whatever the number and order of webhooks, returns and contract calls', async () => {
    const { me, order, reference } = await paidOrder();
    paystack.pay(reference, { outcome: 'success' });
    paystack.delayMs = 15; // verifications overlap
    const { body, headers } = paystack.webhook(reference);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 3 === 0
          ? webhook(body, headers)
          : i % 3 === 1
            ? browserReturn(reference, me.auth)
            : contract(order.order_id, { reference, status: 'success' }, me.auth),
      ),
    );
    await app.payments.idle();
    paystack.delayMs = 0;
    expect(answers.map((a) => a.statusCode)).toEqual(Array(24).fill(200));
    const effects = await paymentEffects(db, order.id);
    expect(effects.state).toBe('opened');
    expect(effects.events).toHaveLength(1);
    expect(effects.payments).toHaveLength(1);
    expect(effects.payments[0]!.status).toBe('success');
    expect(await paymentMails(db, order.order_id)).toHaveLength(1);
    // And once more afterwards, for good measure.
    expect((await webhook(body, headers)).statusCode).toBe(200);
    await app.payments.idle();
    expect((await paymentEffects(db, order.id)).events).toHaveLength(1);
  });

  it.each([
    ['amount', { amountMinor: 100 }],
    ['currency', { currency: 'USD' }],
  ])('does not mark paid when the %s differs, marks the payment failed and logs a warning', async (_what, mismatch) => {
    const { me, order, reference } = await paidOrder();
    paystack.pay(reference, { outcome: 'success', ...mismatch });
    logs.length = 0;
    const res = await browserReturn(reference, me.auth);
    expect(res.json()).toMatchObject({ status: 'failed', order_status: null, order_state: 'awaiting' });
    expect(res.json().failure_reason).toMatch(/^The amount paid \(.+\) does not match the order total \(₦[\d,.]+\)/);
    const effects = await paymentEffects(db, order.id);
    expect(effects).toMatchObject({ state: 'awaiting', paidAt: null, events: [] });
    expect(await paymentMails(db, order.order_id)).toHaveLength(0);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'payment not applied: amount or currency does not match the order',
        payment: reference,
      }),
    );
    // The webhook for it changes nothing either.
    const { body, headers } = paystack.webhook(reference);
    expect((await webhook(body, headers)).statusCode).toBe(200);
    await app.payments.idle();
    expect((await paymentEffects(db, order.id)).state).toBe('awaiting');
  });

  it('keeps a declined payment failed with the provider message, and the order payable', async () => {
    const { me, order, reference } = await paidOrder();
    paystack.pay(reference, { outcome: 'failed' });
    const res = await browserReturn(reference, me.auth);
    expect(res.json()).toMatchObject({ status: 'failed', failure_reason: 'Declined', order_status: null });
    const retry = await startPayment(app, me.auth, order.order_id);
    expect(retry.payment.status).toBe('pending');
  });

  it('records a payment that arrives after the order expired as needing a refund, without reopening the order', async () => {
    const { me, order, reference } = await paidOrder();
    await db.updateTable('orders').set({ state: 'expired' }).where('id', '=', order.id).execute();
    paystack.pay(reference, { outcome: 'success' });
    logs.length = 0;
    const res = await browserReturn(reference, me.auth);
    expect(res.json()).toMatchObject({
      status: 'success',
      order_state: 'expired',
      failure_reason: 'Paid after the order had expired: this payment will be refunded.',
    });
    expect((await paymentEffects(db, order.id)).events).toEqual([]);
    expect(logs.map((l) => l.msg)).toContain(
      'payment verified for an order that is no longer awaiting payment: refund due',
    );
  });

  it('takes a verify answer of another shape for a provider error: nothing changes until a good answer', async () => {
    const { me, order, reference } = await paidOrder();
    paystack.pay(reference, { outcome: 'success' });
    // The amount as text, as a changed API or a rewriting proxy might send it: cast, it would have
    // been compared with the total as a string (or read as null) and the payment judged on that.
    paystack.mangleVerify = (body) => ({ ...body, data: { ...body.data, amount: String(body.data.amount) } });
    logs.length = 0;
    try {
      const res = await browserReturn(reference, me.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'pending', order_status: null });
    } finally {
      paystack.mangleVerify = null;
    }
    const failed = logs.find((l) => l.msg === 'payment verification failed; will retry');
    expect(failed?.err).toMatch(/^paystack: verify answered 200 with an answer of another shape \(data\.amount: /);
    expect(JSON.stringify(logs)).not.toContain(secretKey);
    const effects = await paymentEffects(db, order.id);
    expect(effects.state).toBe('awaiting');
    expect(effects.events).toEqual([]);
    expect(effects.payments).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await paymentMails(db, order.order_id)).toEqual([]);

    // Paystack answers properly again: the same return settles the payment, once.
    expect((await browserReturn(reference, me.auth)).json()).toMatchObject({ status: 'success', order_status: 1 });
  });

  it('answers 503 and keeps nothing pending when Paystack refuses to start the payment', async () => {
    const me = await makeSignedInUser(broken.db);
    const order = await placeOrderFor(broken.app, broken.db, me.auth);
    const res = await broken.app.inject({
      method: 'POST',
      url: `/api/orders/${order.order_id}/payments/`,
      headers: me.auth,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'unavailable',
      detail: 'We could not reach Paystack to start the payment. Please try again in a moment.',
      message_id: 'detail.pay.unreachable-start',
      message_values: { provider: 'Paystack' },
    });
    const effects = await paymentEffects(broken.db, order.id);
    expect(effects.payments).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(JSON.stringify(res.json())).not.toContain('sk_test');
  });
});
