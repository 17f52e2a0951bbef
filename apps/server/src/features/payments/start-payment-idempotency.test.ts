import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startPaymentSchema } from '@oja/shared/payments';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { placeOrderFor } from '@oja/testing/factories/payment-factories';
import { startFakePaystack } from '@oja/testing/fakes/fake-paystack';
import { pageLanguageHeader } from '../../i18n/index.ts';

// No provider keys: the built-in test provider takes the payments.
const { app, db } = await createTestApp();

// A shop whose Paystack key is wrong: Paystack refuses to start payments.
const paystack = await startFakePaystack('sk_test_0123456789abcdef');
afterAll(() => paystack.close());
const broken = await createTestApp({ PAYSTACK_SECRET_KEY: 'sk_test_wrong_key_0000', PAYSTACK_BASE_URL: paystack.url });

const start = (orderKey: string | number, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/orders/${orderKey}/payments/`, headers });

const paymentsOf = async (orderRef: string) =>
  db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select('payments.reference')
    .where('orders.order_ref', '=', orderRef)
    .execute();

describe('starting a payment with an Idempotency-Key', () => {
  it('answers a resend of the same start with the same payment instead of a second one', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);

    const first = await start(order.order_id, { ...me.auth, 'idempotency-key': 'pay-once-1' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await start(order.order_id, { ...me.auth, 'idempotency-key': 'pay-once-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');

    expect(startPaymentSchema.parse(again.json())).toEqual(startPaymentSchema.parse(first.json()));
    expect(await paymentsOf(order.order_id)).toEqual([{ reference: first.json().payment.reference }]);
  });

  it('refuses the same key for another order with 409 and starts nothing', async () => {
    const me = await makeSignedInUser(db);
    const one = await placeOrderFor(app, db, me.auth);
    const other = await placeOrderFor(app, db, me.auth);

    expect((await start(one.order_id, { ...me.auth, 'idempotency-key': 'pay-key-2' })).statusCode).toBe(201);
    const reused = await start(other.order_id, { ...me.auth, 'idempotency-key': 'pay-key-2' });
    expect(reused.statusCode).toBe(409);
    const reuse = { code: 'conflict', message_id: 'detail.pay.key-reused' };
    expect(reused.json()).toEqual({
      ...reuse,
      detail: 'This Idempotency-Key was already used for a different request. Use a new key.',
    });
    // The web's request (issue 31): the same refusal in the page's language.
    const page = { ...me.auth, 'idempotency-key': 'pay-key-2', [pageLanguageHeader]: 'yo' };
    const yoruba = await start(other.order_id, page);
    expect(yoruba.statusCode).toBe(409);
    expect(yoruba.json()).toEqual({
      ...reuse,
      detail: 'A ti lo Idempotency-Key yìí fún ìsanwó mìíràn. Ẹ lo Idempotency-Key tuntun.',
    });
    expect(await paymentsOf(other.order_id)).toEqual([]);
  });

  it('refuses a key whose start has no answer yet, by its message id (issue 31)', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);
    const { id } = await db
      .selectFrom('orders')
      .select('id')
      .where('order_ref', '=', order.order_id)
      .executeTakeFirstOrThrow();
    // The same start, claimed by a request that has not answered yet.
    const hash = createHash('sha256').update(`payment-start:${id}`).digest('hex');
    await db
      .insertInto('idempotency_keys')
      .values({ user_id: me.user.id, key: 'pay-in-flight', request_hash: hash, created_at: Date.now() })
      .execute();
    const headers = { ...me.auth, 'idempotency-key': 'pay-in-flight' };
    const english = await start(order.order_id, headers);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      code: 'conflict',
      detail: 'A payment with this Idempotency-Key is still being started. Try again shortly.',
      message_id: 'detail.pay.key-in-progress',
    });
    const yoruba = await start(order.order_id, { ...headers, [pageLanguageHeader]: 'yo' });
    expect(yoruba.statusCode).toBe(409);
    expect(yoruba.json()).toEqual({
      code: 'conflict',
      detail: 'A ṣì ń bẹ̀rẹ̀ ìsanwó tí ó ní Idempotency-Key yìí. Ẹ tún gbìyànjú láìpẹ́.',
      message_id: 'detail.pay.key-in-progress',
    });
    expect(await paymentsOf(order.order_id)).toEqual([]);
  });

  it('keeps the keys of two customers apart', async () => {
    const me = await makeSignedInUser(db);
    const you = await makeSignedInUser(db);
    const mine = await placeOrderFor(app, db, me.auth);
    const yours = await placeOrderFor(app, db, you.auth);

    expect((await start(mine.order_id, { ...me.auth, 'idempotency-key': 'shared-key' })).statusCode).toBe(201);
    expect((await start(yours.order_id, { ...you.auth, 'idempotency-key': 'shared-key' })).statusCode).toBe(201);
    expect(await paymentsOf(yours.order_id)).toHaveLength(1);
  });

  it('without a key starts a new pending payment each time, as before', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);

    expect((await start(order.order_id, me.auth)).statusCode).toBe(201);
    expect((await start(order.order_id, me.auth)).statusCode).toBe(201);
    expect(await paymentsOf(order.order_id)).toHaveLength(2);
  });

  it('refuses a key that is not visible ASCII, with a 400 that starts nothing', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);

    const bad = await start(order.order_id, { ...me.auth, 'idempotency-key': 'x'.repeat(256) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
    expect(await paymentsOf(order.order_id)).toEqual([]);
  });

  it('gives the key back when the provider refuses the start, so a retry with it runs again', async () => {
    const me = await makeSignedInUser(broken.db);
    const order = await placeOrderFor(broken.app, broken.db, me.auth);
    const send = () =>
      broken.app.inject({
        method: 'POST',
        url: `/api/orders/${order.order_id}/payments/`,
        headers: { ...me.auth, 'idempotency-key': 'refused-start' },
      });

    expect((await send()).statusCode).toBe(503);
    const keys = await broken.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', 'refused-start')
      .execute();
    expect(keys).toEqual([]);
    // Not 409 "still being started": the provider is asked again (and refuses again).
    const again = await send();
    expect(again.statusCode).toBe(503);
    expect(again.json()).toMatchObject({ code: 'unavailable' });
  });
});
