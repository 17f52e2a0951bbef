import { afterAll, describe, expect, it } from 'vitest';
import { startFakeFlutterwave } from '@oja/testing/fakes/fake-flutterwave';
import { createTestApp, type LogRecord } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { newYorkAddress } from '@oja/testing/factories/order-factories';
import { paymentEffects, paymentMails, placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';

const secretKey = 'FLWSECK_TEST-0123456789abcdef-X';
const secretHash = 'my-webhook-hash-0123';
const flutterwave = await startFakeFlutterwave(secretKey, secretHash);
afterAll(() => flutterwave.close());
const logs: LogRecord[] = [];
const { app, db } = await createTestApp(
  {
    PAYMENT_PROVIDER: 'flutterwave',
    FLUTTERWAVE_SECRET_KEY: secretKey,
    FLUTTERWAVE_SECRET_HASH: secretHash,
    FLUTTERWAVE_BASE_URL: flutterwave.url,
  },
  { logs },
);

type Auth = Record<string, string>;
const webhook = (body: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/webhooks/flutterwave', payload: body, headers });
const browserReturn = (reference: string, transactionId: number | undefined, auth: Auth) =>
  app.inject({
    url: `/api/payments/${reference}/${transactionId === undefined ? '' : `?transaction_id=${transactionId}`}`,
    headers: auth,
  });
const contract = (orderRef: string, body: unknown, auth: Auth) =>
  app.inject({ method: 'POST', url: `/api/payment/${orderRef}/`, payload: body as object, headers: auth });

async function startedOrder(address = undefined as Parameters<typeof placeOrderFor>[3]) {
  const me = await makeSignedInUser(db);
  const order = await placeOrderFor(app, db, me.auth, address);
  const { payment, authorization_url } = await startPayment(app, me.auth, order.order_id);
  return { me, order, reference: payment.reference, link: authorization_url };
}

const totalOf = async (orderId: number) =>
  (await db.selectFrom('orders').select('total_minor').where('id', '=', orderId).executeTakeFirstOrThrow()).total_minor;

describe('Flutterwave', () => {
  it('creates a payment link with the total in MAJOR units, exactly, and our tx_ref', async () => {
    const { order, reference, link } = await startedOrder();
    const total = await totalOf(order.id);
    const sent = flutterwave.requests.findLast((r) => r.path === '/v3/payments')!;
    expect(sent.body).toMatchObject({
      tx_ref: reference,
      amount: `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`,
      currency: 'NGN',
      redirect_url: `http://localhost:3000/checkout/return?order_id=${order.order_id}`,
      customer: { email: expect.stringContaining('@example.com') },
    });
    expect(link).toMatch(new RegExp(`^${flutterwave.url}/v3/hosted/pay/`));

    const usd = await startedOrder(newYorkAddress);
    const usdSent = flutterwave.requests.findLast((r) => r.path === '/v3/payments')!;
    const usdTotal = await totalOf(usd.order.id);
    expect(usdSent.body).toMatchObject({
      tx_ref: usd.reference,
      currency: 'USD',
      amount: `${Math.floor(usdTotal / 100)}.${String(usdTotal % 100).padStart(2, '0')}`,
    });
  });

  it('verifies the return by transaction id and opens the order once', async () => {
    const { me, order, reference } = await startedOrder();
    const id = flutterwave.pay(reference, { outcome: 'success' });
    const res = await browserReturn(reference, id, me.auth);
    expect(res.json()).toMatchObject({ status: 'success', order_status: 1 });
    expect(flutterwave.requests.some((r) => r.path === `/v3/transactions/${id}/verify`)).toBe(true);
    expect((await paymentEffects(db, order.id)).events).toHaveLength(1);
    expect(await paymentMails(db, order.order_id)).toHaveLength(1);
    const row = await db
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row.raw_response).not.toContain('flw-t1nf-secret-token');
  });

  it('accepts the original widget answer (transaction_id only) on the contract endpoint', async () => {
    const { me, order, reference } = await startedOrder();
    const id = flutterwave.pay(reference, { outcome: 'success' });
    const widget = { status: 'successful', transaction_id: id, flw_ref: `FLW-MOCK-${id}`, amount: 1, currency: 'NGN' };
    const res = await contract(order.order_id, widget, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reference, status: 'success', order_id: order.order_id, order_status: 1 });
  });

  it('refuses a transaction paid for another order, and changes neither order', async () => {
    const { me, order, reference } = await startedOrder();
    const cheap = await placeOrderFor(app, db, me.auth);
    const { payment: cheapPayment } = await startPayment(app, me.auth, cheap.order_id);
    const cheapId = flutterwave.pay(cheapPayment.reference, { outcome: 'success' });

    // Our reference with the other order's transaction id, and the other order's reference.
    const mixed = await contract(order.order_id, { tx_ref: reference, transaction_id: cheapId }, me.auth);
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().detail).toBe(`This transaction was not made for order ${order.order_id}.`);
    const foreign = await contract(order.order_id, { transaction_id: cheapId }, me.auth);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().detail).toBe(`This payment reference was not issued for order ${order.order_id}.`);
    const viaReturn = await browserReturn(reference, cheapId, me.auth);
    expect(viaReturn.statusCode).toBe(409);

    expect(await paymentEffects(db, order.id)).toMatchObject({ state: 'awaiting', events: [] });
    expect((await paymentEffects(db, order.id)).payments[0]!.status).toBe('pending');
    expect((await paymentEffects(db, cheap.id)).state).toBe('awaiting');
  });

  it('refuses webhooks without the right verif-hash; applies a valid one after verifying it with Flutterwave', async () => {
    const { order, reference } = await startedOrder();
    flutterwave.pay(reference, { outcome: 'success' });
    const { body, headers } = flutterwave.webhook(reference);
    for (const hash of ['wrong-hash-0000', '', `${secretHash} `]) {
      const res = await webhook(body, { ...headers, 'verif-hash': hash });
      expect(res.statusCode).toBe(401);
    }
    const { 'verif-hash': _dropped, ...unsigned } = headers;
    expect((await webhook(body, unsigned)).statusCode).toBe(401);
    await app.payments.idle();
    expect((await paymentEffects(db, order.id)).state).toBe('awaiting');

    const burst = await Promise.all(Array.from({ length: 8 }, () => webhook(body, headers)));
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    await app.payments.idle();
    const effects = await paymentEffects(db, order.id);
    expect(effects.state).toBe('opened');
    expect(effects.events).toHaveLength(1);
    expect(await paymentMails(db, order.order_id)).toHaveLength(1);
  });

  it('does not open the order when Flutterwave reports another amount, and logs it', async () => {
    const { me, order, reference } = await startedOrder();
    const id = flutterwave.pay(reference, { outcome: 'success', amountMinor: (await totalOf(order.id)) - 1 });
    logs.length = 0;
    const res = await browserReturn(reference, id, me.auth);
    expect(res.json()).toMatchObject({ status: 'failed', order_state: 'awaiting' });
    expect(logs.some((l) => l.level === 40 && l.payment === reference)).toBe(true);
  });

  it('treats a return without a transaction (cancelled on Flutterwave) as not paid yet', async () => {
    const { me, order, reference } = await startedOrder();
    const res = await browserReturn(reference, undefined, me.auth);
    expect(res.json()).toMatchObject({ status: 'pending', order_status: null });
    expect(flutterwave.requests.findLast((r) => r.path.startsWith('/v3/transactions/'))!.query.get('tx_ref')).toBe(
      reference,
    );
    expect((await paymentEffects(db, order.id)).state).toBe('awaiting');
  });
});
