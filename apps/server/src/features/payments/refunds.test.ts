import { afterAll, describe, expect, it, vi } from 'vitest';
import { dashboardSchema } from '@oja/shared/staff';
import { staffOrderDetailSchema } from '@oja/shared/staff-orders';
import { startFakeFlutterwave } from '@oja/testing/fakes/fake-flutterwave';
import { startFakePaystack } from '@oja/testing/fakes/fake-paystack';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { paymentEffects, paymentMails, placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';
import { reconcileSettings, refundBackoffMs, refundSettings } from './index.ts';
import { insertRefund } from './refunds.repository.ts';

const secretKey = 'sk_test_refunds_0123456789';
const paystack = await startFakePaystack(secretKey);
const flwKey = 'FLWSECK_TEST-refunds-0123456789-X';
const flwHash = 'refunds-webhook-hash-0123';
const flutterwave = await startFakeFlutterwave(flwKey, flwHash);
afterAll(() => Promise.all([paystack.close(), flutterwave.close()]));

const { app, db } = await createTestApp({
  PAYSTACK_SECRET_KEY: secretKey,
  PAYSTACK_BASE_URL: paystack.url,
  PUBLIC_URL: 'https://shop.oja.test',
});

const flw = await createTestApp({
  PAYMENT_PROVIDER: 'flutterwave',
  FLUTTERWAVE_SECRET_KEY: flwKey,
  FLUTTERWAVE_SECRET_HASH: flwHash,
  FLUTTERWAVE_BASE_URL: flutterwave.url,
});
const test = await createTestApp({ PUBLIC_URL: 'https://shop.oja.test' });

type Auth = Record<string, string>;
const paystackWebhook = (reference: string) => {
  const { body, headers } = paystack.webhook(reference);
  return app.inject({ method: 'POST', url: '/api/webhooks/paystack', payload: body, headers });
};
const browserReturn = (reference: string, auth: Auth) =>
  app.inject({ url: `/api/payments/${reference}/`, headers: auth });
const cancel = (orderId: number, auth: Auth) =>
  app.inject({ method: 'DELETE', url: `/api/orders/${orderId}/`, headers: auth });

async function startedOrder() {
  const me = await makeSignedInUser(db, { first_name: 'Ngozi' });
  const order = await placeOrderFor(app, db, me.auth);
  const { payment } = await startPayment(app, me.auth, order.order_id);
  return { me, order, reference: payment.reference };
}

const refundsOf = (orderId: number) =>
  db.selectFrom('payment_refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const refundMails = (orderRef: string) =>
  db.selectFrom('outbox').selectAll().where('label', '=', `Refund of your payment for order ${orderRef}`).execute();
const refundCalls = (reference: string) => paystack.refunds.filter((r) => r.transaction === reference);
const totalOf = async (orderId: number) =>
  (await db.selectFrom('orders').select('total_minor').where('id', '=', orderId).executeTakeFirstOrThrow()).total_minor;

describe('refunds of money an order cannot take (Paystack)', () => {
  it('refunds a charge that arrives after the order was cancelled: order unchanged, refund recorded, customer e-mailed', async () => {
    const { me, order, reference } = await startedOrder();
    expect((await cancel(order.id, me.auth)).statusCode).toBe(200);
    paystack.pay(reference, { outcome: 'success' });
    expect((await paystackWebhook(reference)).statusCode).toBe(200);
    await app.payments.idle();

    const effects = await paymentEffects(db, order.id);
    expect(effects).toMatchObject({ state: 'cancelled', paidAt: null, events: [] });
    expect(effects.payments[0]).toMatchObject({
      status: 'success',
      failure_reason: 'Paid after the order was cancelled: this payment will be refunded.',
    });
    const total = await totalOf(order.id);
    expect(refundCalls(reference)).toEqual([expect.objectContaining({ amount: total, currency: 'NGN' })]);
    const sent = paystack.requests.findLast((r) => r.path === '/refund')!;
    expect(sent.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(sent.body).toEqual({ transaction: reference, amount: total, currency: 'NGN' });

    const [refund, ...more] = await refundsOf(order.id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({
      provider: 'paystack',
      provider_reference: reference,
      provider_transaction_id: String(paystack.transactions.get(reference)!.id),
      amount_minor: total,
      currency: 'NGN',
      status: 'succeeded',
      provider_refund_id: String(refundCalls(reference)[0]!.id),
      provider_status: 'pending',
      error: null,
      attempts: 1,
    });
    const mails = await refundMails(order.order_id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: me.user.email, status: 'pending' });
    expect(mails[0]!.text_body).toContain('Paid after the order was cancelled');
    expect(mails[0]!.text_body).toMatch(/We are refunding the whole ₦[\d,.]+ through Paystack/);
    expect(await paymentMails(db, order.order_id)).toHaveLength(0);
  });

  it('refunds a second payment of an order already paid by another reference, on the browser return', async () => {
    const { me, order, reference: first } = await startedOrder();
    const { payment: second } = await startPayment(app, me.auth, order.order_id);
    paystack.pay(first, { outcome: 'success' });
    paystack.pay(second.reference, { outcome: 'success' });
    expect((await browserReturn(first, me.auth)).json()).toMatchObject({ status: 'success', order_state: 'opened' });
    const back = await browserReturn(second.reference, me.auth);
    expect(back.json()).toMatchObject({
      status: 'success',
      order_state: 'opened',
      failure_reason: 'This order was already paid by another payment: this one will be refunded.',
    });
    await app.payments.idle();
    const effects = await paymentEffects(db, order.id);
    expect(effects.state).toBe('opened');
    expect(effects.events).toHaveLength(1);
    expect(refundCalls(first)).toEqual([]);
    expect(refundCalls(second.reference)).toHaveLength(1);
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ provider_reference: second.reference, status: 'succeeded' }),
    ]);
    expect(await paymentMails(db, order.order_id)).toHaveLength(1);
    expect(await refundMails(order.order_id)).toHaveLength(1);
  });

  it('refunds a late charge once when it arrives many times at once (webhooks and returns together)', async () => {
    const { me, order, reference } = await startedOrder();
    await db.updateTable('orders').set({ state: 'expired' }).where('id', '=', order.id).execute();
    paystack.pay(reference, { outcome: 'success' });
    paystack.delayMs = 15; // verifications and refund calls overlap
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0 ? paystackWebhook(reference) : browserReturn(reference, me.auth),
      ),
    );
    await app.payments.idle();
    paystack.delayMs = 0;
    expect(answers.map((a) => a.statusCode)).toEqual(Array(16).fill(200));
    expect(refundCalls(reference)).toHaveLength(1);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 1 })]);
    expect(await refundMails(order.order_id)).toHaveLength(1);
    // And again later: nothing more.
    await paystackWebhook(reference);
    await app.payments.idle();
    expect(await app.payments.retryRefunds(Date.now() + refundSettings.leaseMs * 10)).toMatchObject({ due: 0 });
    expect(refundCalls(reference)).toHaveLength(1);
    expect((await paymentEffects(db, order.id)).state).toBe('expired');
  });

  it('keeps asking while the refund API is down (visible to staff), and succeeds when it is back', async () => {
    const { me, order, reference } = await startedOrder();
    expect((await cancel(order.id, me.auth)).statusCode).toBe(200);
    paystack.pay(reference, { outcome: 'success' });
    paystack.refundsDown = true;
    await browserReturn(reference, me.auth);
    await app.payments.idle();
    const [failedOnce] = await refundsOf(order.id);
    expect(failedOnce).toMatchObject({ status: 'requested', attempts: 1, provider_refund_id: null });
    expect(failedOnce!.error).toMatch(/^paystack: refund answered 503/);
    expect(failedOnce!.error).not.toContain(secretKey);

    const staff = await makeSignedInUser(db, { role: 'staff' });
    const detail = staffOrderDetailSchema.parse(
      (await app.inject({ url: `/api/admin/orders/${order.id}`, headers: staff.auth })).json(),
    );
    expect(detail.refunds).toEqual([
      expect.objectContaining({
        reference,
        status: 'requested',
        amount_minor: await totalOf(order.id),
        reason: 'Paid after the order was cancelled: this payment will be refunded.',
        error: expect.stringMatching(/503/),
      }),
    ]);
    // Customers do not see the back office.
    expect((await app.inject({ url: `/api/admin/orders/${order.id}`, headers: me.auth })).statusCode).toBe(403);
    // The dashboard lists it among the refunds not through.
    const dashboard = async () =>
      dashboardSchema.parse((await app.inject({ url: '/api/admin/dashboard/', headers: staff.auth })).json()).refunds;
    const listed = { order_id: order.id, order_ref: order.order_id, status: 'requested' };
    expect((await dashboard()).retrying).toBeGreaterThanOrEqual(1);
    expect((await dashboard()).refunds).toContainEqual(expect.objectContaining(listed));

    // Not before its time…
    const retryAt = Number(failedOnce!.next_attempt_at);
    expect(retryAt).toBeGreaterThan(Number(failedOnce!.created_at) + refundBackoffMs(1) - 1);
    expect((await app.payments.retryRefunds(retryAt - 1)).due).toBe(0);
    // …then the payment job asks again.
    // …then the payment job asks again: once, though three processes run it at the same moment.
    paystack.refundsDown = false;
    paystack.delayMs = 15;
    const runs = await Promise.all([1, 2, 3].map(() => app.payments.retryRefunds(retryAt)));
    paystack.delayMs = 0;
    expect(runs.reduce((n, r) => n + r.succeeded, 0)).toBe(1);
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'succeeded', attempts: 2, error: null, provider_status: 'pending' }),
    ]);
    expect(refundCalls(reference)).toHaveLength(1);
    expect(await refundMails(order.order_id)).toHaveLength(1);
    expect((await dashboard()).refunds).not.toContainEqual(expect.objectContaining({ order_id: order.id }));
  });

  it('gives up after the last attempt and marks the refund failed for staff', async () => {
    const { me, order, reference } = await startedOrder();
    expect((await cancel(order.id, me.auth)).statusCode).toBe(200);
    paystack.pay(reference, { outcome: 'success' });
    paystack.refundsDown = true;
    await browserReturn(reference, me.auth);
    await app.payments.idle();
    let now = Date.now();
    for (let attempt = 2; attempt <= refundSettings.maxAttempts; attempt++) {
      now += refundBackoffMs(attempt - 1) + 1_000;
      await app.payments.retryRefunds(now);
    }
    paystack.refundsDown = false;
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: refundSettings.maxAttempts, error: expect.any(String) }),
    ]);
    expect((await app.payments.retryRefunds(now + 100 * 3_600_000)).due).toBe(0);
    expect(refundCalls(reference)).toEqual([]);
  });

  it('is asked for again by the periodic payment job', async () => {
    const { me, order, reference } = await startedOrder();
    expect((await cancel(order.id, me.auth)).statusCode).toBe(200);
    paystack.pay(reference, { outcome: 'success' });
    paystack.refundsDown = true;
    await browserReturn(reference, me.auth);
    await app.payments.idle();
    paystack.refundsDown = false;
    // Its next attempt is due now (instead of waiting out the back-off).
    await db.updateTable('payment_refunds').set({ next_attempt_at: 0 }).where('order_id', '=', order.id).execute();
    const stop = app.payments.startJobs(60_000); // runs once at start
    await vi.waitFor(async () => expect((await refundsOf(order.id))[0]!.status).toBe('succeeded'), {
      timeout: 30_000,
      interval: 50,
    });
    await stop();
    expect(refundCalls(reference)).toHaveLength(1);
  });

  it('marks a refund the provider refuses failed at once (e.g. already reversed in its dashboard)', async () => {
    const { me, order, reference } = await startedOrder();
    expect((await cancel(order.id, me.auth)).statusCode).toBe(200);
    paystack.pay(reference, { outcome: 'success' });
    // Someone refunded it by hand in Paystack's dashboard already.
    paystack.refunds.push({ id: 1, transaction: reference, amount: await totalOf(order.id), currency: 'NGN' });
    await browserReturn(reference, me.auth);
    await app.payments.idle();
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 1,
        error: 'paystack: refund answered 400: Transaction has been fully reversed',
      }),
    ]);
    const staff = await makeSignedInUser(db, { role: 'staff' });
    const dashboard = dashboardSchema.parse(
      (await app.inject({ url: '/api/admin/dashboard/', headers: staff.auth })).json(),
    ).refunds;
    expect(dashboard.failed).toBeGreaterThanOrEqual(1);
    expect(dashboard.refunds[0]).toMatchObject({ status: 'failed' }); // failed ones first
    expect(dashboard.refunds).toContainEqual(
      expect.objectContaining({ order_id: order.id, status: 'failed', amount_minor: await totalOf(order.id) }),
    );
    expect((await app.payments.retryRefunds(Date.now() + 100 * 3_600_000)).due).toBe(0);
  });

  it('refunds the amount actually paid when it does not match the order total', async () => {
    const { me, order, reference } = await startedOrder();
    paystack.pay(reference, { outcome: 'success', amountMinor: 100 });
    expect((await browserReturn(reference, me.auth)).json()).toMatchObject({
      status: 'failed',
      order_state: 'awaiting',
    });
    await app.payments.idle();
    expect(refundCalls(reference)).toEqual([expect.objectContaining({ amount: 100 })]);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ amount_minor: 100, status: 'succeeded' })]);
    expect(await refundMails(order.order_id)).toHaveLength(1);
  });

  it('refunds a late charge that only the reconciliation job finds', async () => {
    const { me, order, reference } = await startedOrder();
    expect((await cancel(order.id, me.auth)).statusCode).toBe(200);
    paystack.pay(reference, { outcome: 'success' });
    await app.payments.reconcile(Date.now() + reconcileSettings.checkAfterMs + 1_000);
    await app.payments.idle();
    expect(refundCalls(reference)).toHaveLength(1);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  });

  it('records one refund per provider reference, whoever records it', async () => {
    const { me, order, reference } = await startedOrder();
    paystack.pay(reference, { outcome: 'success' });
    await browserReturn(reference, me.auth);
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const row = {
      order_id: order.id,
      payment_id: payment.id,
      provider: 'paystack',
      provider_reference: reference,
      provider_transaction_id: null,
      amount_minor: 100,
      currency: 'NGN' as const,
      reason: 'test',
      status: 'requested' as const,
      next_attempt_at: Date.now() + 3_600_000,
      created_at: Date.now(),
      updated_at: Date.now(),
    };
    const ids = await Promise.all([insertRefund(db, row), insertRefund(db, row), insertRefund(db, row)]);
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('refunds nothing for a payment that opens its order', async () => {
    const { me, order, reference } = await startedOrder();
    paystack.pay(reference, { outcome: 'success' });
    await browserReturn(reference, me.auth);
    await paystackWebhook(reference);
    await app.payments.idle();
    expect(refundCalls(reference)).toEqual([]);
    expect(await refundsOf(order.id)).toEqual([]);
  });
});

describe('refunds through Flutterwave', () => {
  it('refunds by transaction id, in major units, a charge that arrives after the order expired', async () => {
    const me = await makeSignedInUser(flw.db);
    const order = await placeOrderFor(flw.app, flw.db, me.auth);
    const { payment } = await startPayment(flw.app, me.auth, order.order_id);
    await flw.db.updateTable('orders').set({ state: 'expired' }).where('id', '=', order.id).execute();
    const transactionId = flutterwave.pay(payment.reference, { outcome: 'success' });
    const { body, headers } = flutterwave.webhook(payment.reference);
    expect(
      (await flw.app.inject({ method: 'POST', url: '/api/webhooks/flutterwave', payload: body, headers })).statusCode,
    ).toBe(200);
    await flw.app.payments.idle();

    const total = await flw.db
      .selectFrom('orders')
      .select(['total_minor', 'state'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(total.state).toBe('expired');
    const call = flutterwave.requests.findLast((r) => r.path.endsWith('/refund'))!;
    expect(call.path).toBe(`/v3/transactions/${transactionId}/refund`);
    expect(call.headers.authorization).toBe(`Bearer ${flwKey}`);
    expect(flutterwave.refunds.filter((r) => r.transactionId === transactionId)).toEqual([
      expect.objectContaining({ amountMinor: total.total_minor, amount: total.total_minor / 100 }),
    ]);
    const refunds = await flw.db.selectFrom('payment_refunds').selectAll().where('order_id', '=', order.id).execute();
    expect(refunds).toEqual([
      expect.objectContaining({
        provider: 'flutterwave',
        provider_transaction_id: String(transactionId),
        status: 'succeeded',
        provider_status: 'completed',
      }),
    ]);
  });
});

describe('refunds through the built-in test provider', () => {
  it('records the refund in the test ledger for a payment made after the order was cancelled', async () => {
    const me = await makeSignedInUser(test.db);
    const order = await placeOrderFor(test.app, test.db, me.auth);
    const { payment } = await startPayment(test.app, me.auth, order.order_id);
    const cancelled = await test.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}/`, headers: me.auth });
    expect(cancelled.statusCode).toBe(200);
    const chose = await test.app.inject({
      method: 'POST',
      url: `/payments/test/${payment.reference}`,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.oja.test' },
    });
    expect(chose.statusCode).toBe(303);
    await test.app.payments.idle();
    const tx = await test.db
      .selectFrom('test_provider_transactions')
      .selectAll()
      .where('reference', '=', payment.reference)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ status: 'success', refunded_minor: tx.amount_minor, refunded_at: expect.any(Number) });
    const [refund] = await test.db.selectFrom('payment_refunds').selectAll().where('order_id', '=', order.id).execute();
    expect(refund).toMatchObject({ status: 'succeeded', provider_refund_id: `TEST-RF-${tx.id}` });
    const mail = await test.db
      .selectFrom('outbox')
      .selectAll()
      .where('label', '=', `[TEST] Refund of your payment for order ${order.order_id}`)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain('TEST MODE — no real money was taken.');
  });
});

describe('staff marking an order refunded (security review N13)', () => {
  it('puts the order’s verified payment on the refund queue (the payment job asks the provider), once', async () => {
    const staff = await makeSignedInUser(db, { role: 'staff' });
    const { me, order, reference } = await startedOrder();
    paystack.pay(reference, { outcome: 'success' });
    expect((await browserReturn(reference, me.auth)).json()).toMatchObject({ order_state: 'opened' });
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: 'refunded' },
      headers: staff.auth,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(staffOrderDetailSchema.parse(refunded.json()).state).toBe('refunded');
    const [refund, ...more] = await refundsOf(order.id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({
      provider_reference: reference,
      amount_minor: await totalOf(order.id),
    });
    const audit = await db
      .selectFrom('audit_log')
      .select('summary')
      .where('entity_id', '=', order.order_id)
      .where('action', '=', 'order.refund')
      .executeTakeFirstOrThrow();
    expect(audit.summary).toContain(`refund of ${reference} requested from paystack`);
  });
});
