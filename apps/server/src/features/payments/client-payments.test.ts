import { afterAll, describe, expect, it } from 'vitest';
import { paymentSchema } from '@oja/shared/payments';
import { startFakeFlutterwave } from '@oja/testing/fakes/fake-flutterwave';
import { startFakePaystack } from '@oja/testing/fakes/fake-paystack';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { paymentEffects, paymentMails, placeOrderFor } from '@oja/testing/factories/payment-factories';
import { pageLanguageHeader } from '../../i18n/index.ts';

// Payments the client started itself, as the original client does with Flutterwave's inline widget.
const flwKey = 'FLWSECK_TEST-client-0123456789-X';
const flwHash = 'client-widget-hash-0123';
const paystackKey = 'sk_test_client_0123456789';
const flutterwave = await startFakeFlutterwave(flwKey, flwHash);
const paystack = await startFakePaystack(paystackKey);
afterAll(() => Promise.all([flutterwave.close(), paystack.close()]));
const { app, db } = await createTestApp({
  PAYMENT_PROVIDER: 'flutterwave',
  FLUTTERWAVE_SECRET_KEY: flwKey,
  FLUTTERWAVE_SECRET_HASH: flwHash,
  FLUTTERWAVE_BASE_URL: flutterwave.url,
  PAYSTACK_SECRET_KEY: paystackKey,
  PAYSTACK_BASE_URL: paystack.url,
});

type Auth = Record<string, string>;
const callback = (orderRef: string, body: object, auth: Auth) =>
  app.inject({ method: 'POST', url: `/api/payment/${orderRef}/`, payload: body, headers: auth });
const webhook = ({ body, headers }: { body: string; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: '/api/webhooks/flutterwave', payload: body, headers });

let clock = 1_795_447_759_373;
/** The original client's tx_ref: Date.now(), a number it makes up. */
const madeUpTxRef = () => clock++;

/** What Flutterwave's inline widget hands the original client, which posts it unchanged. */
const widgetAnswer = (transactionId: number, txRef: number, amountMinor: number, currency = 'NGN') => ({
  status: 'successful',
  transaction_id: transactionId,
  tx_ref: txRef,
  flw_ref: `FLW-MOCK-${transactionId}`,
  amount: amountMinor / 100,
  currency,
  customer: { name: 'Ada Obi', email: 'ada@example.com', phone_number: '08031234567' },
});

async function reviewedOrder() {
  const me = await makeSignedInUser(db);
  const order = await placeOrderFor(app, db, me.auth);
  const { total_minor: total } = await db
    .selectFrom('orders')
    .select('total_minor')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { me, order, total };
}

/** Everything a refused claim must leave as it was. */
async function snapshot(orderId: number, orderRef: string) {
  const all = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    ...(await paymentEffects(db, orderId)),
    allPayments: Number(all.n),
    mails: (await paymentMails(db, orderRef)).length,
  };
}

describe('payments the original client started itself', () => {
  it('settles an order from the Flutterwave widget callback with numeric ids, verified by transaction id', async () => {
    const { me, order, total } = await reviewedOrder();
    const txRef = madeUpTxRef();
    const id = flutterwave.inlinePay(txRef, { outcome: 'success', amountMinor: total, currency: 'NGN' });
    const res = await callback(order.order_id, widgetAnswer(id, txRef, total), me.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(paymentSchema.parse(res.json())).toMatchObject({
      provider: 'flutterwave',
      status: 'success',
      order_id: order.order_id,
      order_status: 1,
      amount: total / 100,
      currency: 'NGN',
    });
    expect(flutterwave.requests.some((r) => r.path === `/v3/transactions/${id}/verify`)).toBe(true);
    const row = await db.selectFrom('payments').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider_transaction_id: String(id), status: 'success' });
    expect(row.raw_response).not.toContain('flw-t1nf-secret-token');
    expect((await paymentEffects(db, order.id)).events).toHaveLength(1);
    expect(await paymentMails(db, order.order_id)).toHaveLength(1);
  });

  it('settles once: the same callback twice, at once, and the webhook before and after', async () => {
    const { me, order, total } = await reviewedOrder();
    const txRef = madeUpTxRef();
    const id = flutterwave.inlinePay(txRef, { outcome: 'success', amountMinor: total, currency: 'NGN' });
    const hook = flutterwave.webhook(String(txRef));
    // The webhook first: nothing names the order yet, so it changes nothing (and is acknowledged).
    expect((await webhook(hook)).statusCode).toBe(200);
    await app.payments.idle();
    expect((await paymentEffects(db, order.id)).state).toBe('awaiting');

    const answer = widgetAnswer(id, txRef, total);
    const burst = await Promise.all([
      callback(order.order_id, answer, me.auth),
      callback(order.order_id, answer, me.auth),
      webhook(hook),
      callback(order.order_id, answer, me.auth),
    ]);
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await webhook(hook)).statusCode).toBe(200);
    await app.payments.idle();
    const again = await callback(order.order_id, answer, me.auth);
    expect(again.json()).toMatchObject({ status: 'success', order_status: 1 });
    const effects = await paymentEffects(db, order.id);
    expect(effects).toMatchObject({ state: 'opened', events: [{ to_state: 'opened' }] });
    expect(effects.payments).toHaveLength(1);
    expect(await paymentMails(db, order.order_id)).toHaveLength(1);
  });

  it('settles from a Paystack Inline callback by its reference, and accepts more than the total', async () => {
    const { me, order, total } = await reviewedOrder();
    const reference = `T${madeUpTxRef()}`;
    paystack.inlinePay(reference, { outcome: 'success', amountMinor: total + 100, currency: 'NGN' });
    const inline = { reference, trans: '4099', status: 'success', message: 'Approved', trxref: reference };
    const res = await callback(order.order_id, inline, me.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'paystack', reference, status: 'success', order_status: 1 });
    expect(paystack.requests.some((r) => r.path === `/transaction/verify/${reference}`)).toBe(true);
    expect((await callback(order.order_id, inline, me.auth)).json()).toMatchObject({ status: 'success' });
    expect((await paymentEffects(db, order.id)).payments).toHaveLength(1);
  });

  // N2: one answer for every refusal, telling nothing about the transaction (by its id, issue 31).
  const generic = {
    status: 402,
    code: 'payment_failed',
    detail: 'This transaction cannot pay this order.',
    message_id: 'detail.pay.transaction-refused',
  };

  describe('refusals change nothing and answer one generic text', () => {
    async function refused(
      orderKey: { id: number; order_id: string },
      body: object,
      auth: Auth,
      expected: { status: number; code: string; detail: string | RegExp; message_id?: string },
    ) {
      const before = await snapshot(orderKey.id, orderKey.order_id);
      const res = await callback(orderKey.order_id, body, auth);
      expect(res.statusCode, res.body).toBe(expected.status);
      const detail = typeof expected.detail === 'string' ? expected.detail : expect.stringMatching(expected.detail);
      const { code, message_id } = expected;
      expect(res.json()).toMatchObject({ code, detail, ...(message_id ? { message_id } : {}) });
      if (!message_id) expect(Object.keys(res.json()).sort()).toEqual(['code', 'detail']);
      expect(await snapshot(orderKey.id, orderKey.order_id)).toEqual(before);
    }

    it('a made-up transaction id, and an unknown Paystack reference', async () => {
      const { me, order, total } = await reviewedOrder();
      await refused(order, widgetAnswer(77_000_001, madeUpTxRef(), total), me.auth, generic);
      await refused(order, { reference: 'T-never-paid-0001', status: 'success' }, me.auth, generic);
    });

    it('in the page’s language for the web app, with the same status and code (issue 31)', async () => {
      const { me, order, total } = await reviewedOrder();
      await refused(
        order,
        widgetAnswer(77_000_002, madeUpTxRef(), total),
        { ...me.auth, [pageLanguageHeader]: 'yo' },
        {
          ...generic,
          detail: 'Ẹ kò lè fi ìsanwó yìí san owó ọ́dà yìí.',
        },
      );
    });

    it('a failed transaction', async () => {
      const { me, order, total } = await reviewedOrder();
      const txRef = madeUpTxRef();
      const id = flutterwave.inlinePay(txRef, { outcome: 'failed', amountMinor: total, currency: 'NGN' });
      await refused(order, widgetAnswer(id, txRef, total), me.auth, generic);
    });

    it('the wrong currency (the original charges the total figure in NGN) and too little money', async () => {
      const { me, order, total } = await reviewedOrder();
      const txRef = madeUpTxRef();
      const dollars = flutterwave.inlinePay(txRef, { outcome: 'success', amountMinor: 5_702, currency: 'USD' });
      await refused(order, widgetAnswer(dollars, txRef, 5_702, 'USD'), me.auth, generic);
      const short = flutterwave.inlinePay(txRef, { outcome: 'success', amountMinor: total - 1, currency: 'NGN' });
      await refused(order, widgetAnswer(short, txRef, total - 1), me.auth, generic);
    });

    it('a transaction that already paid another order', async () => {
      const { me, order, total } = await reviewedOrder();
      const second = await placeOrderFor(app, db, me.auth);
      const txRef = madeUpTxRef();
      const id = flutterwave.inlinePay(txRef, { outcome: 'success', amountMinor: total, currency: 'NGN' });
      expect((await callback(order.order_id, widgetAnswer(id, txRef, total), me.auth)).statusCode).toBe(200);
      await refused(second, widgetAnswer(id, txRef, total), me.auth, generic);
      // Another customer's claim on it is refused the same way, for their own order.
      const other = await reviewedOrder();
      await refused(other.order, widgetAnswer(id, txRef, total), other.me.auth, generic);
    });

    it("someone else's order, and a cancelled order", async () => {
      const { me, order, total } = await reviewedOrder();
      const stranger = await makeSignedInUser(db);
      const txRef = madeUpTxRef();
      const id = flutterwave.inlinePay(txRef, { outcome: 'success', amountMinor: total, currency: 'NGN' });
      await refused(order, widgetAnswer(id, txRef, total), stranger.auth, {
        status: 404,
        code: 'not_found',
        detail: `Order ${order.order_id} not found.`,
        message_id: 'detail.order-ref-not-found',
      });
      const cancel = await app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: me.auth });
      expect(cancel.statusCode, cancel.body).toBeLessThan(300);
      await refused(order, widgetAnswer(id, txRef, total), me.auth, {
        status: 409,
        code: 'conflict',
        detail: `Order ${order.order_id} was cancelled, so it can no longer be paid.`,
        message_id: 'detail.pay.cancelled',
      });
    });
  });

  it('keeps one provider transaction to one payment in the database itself', async () => {
    const { order } = await reviewedOrder();
    const row = {
      order_id: order.id,
      provider: 'flutterwave',
      status: 'success' as const,
      amount_minor: 100,
      currency: 'NGN' as const,
      provider_transaction_id: '555000111',
      created_at: 1,
      updated_at: 1,
    };
    await db
      .insertInto('payments')
      .values({ ...row, reference: 'unique-a' })
      .execute();
    await expect(
      db
        .insertInto('payments')
        .values({ ...row, reference: 'unique-b' })
        .execute(),
    ).rejects.toThrow();
    // Another provider may use the same id; rows without one (not verified yet) do not collide.
    await db
      .insertInto('payments')
      .values({ ...row, provider: 'paystack', reference: 'unique-c' })
      .execute();
    const pending = { ...row, status: 'pending' as const, provider_transaction_id: null };
    await db
      .insertInto('payments')
      .values({ ...pending, reference: 'unique-d' })
      .execute();
    await db
      .insertInto('payments')
      .values({ ...pending, reference: 'unique-e' })
      .execute();
  });
});
