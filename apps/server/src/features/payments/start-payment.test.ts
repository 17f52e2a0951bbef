import { describe, expect, it } from 'vitest';
import { paymentProviderInfoSchema } from '@oja/shared/payments';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { accraAddress, newYorkAddress } from '@oja/testing/factories/order-factories';
import { paymentEffects, placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';

// No provider keys: the built-in test provider takes the payments.
const { app, db } = await createTestApp();

const start = (orderKey: string | number, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/orders/${orderKey}/payments/`, headers });

describe('starting a payment', () => {
  it('charges exactly the order total in its currency, under a reference we issue, and answers the provider page', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);
    expect(order.currency).toBe('NGN');

    const started = await startPayment(app, me.auth, order.order_id);
    expect(started.payment).toMatchObject({
      provider: 'test',
      status: 'pending',
      amount: order.order_total,
      currency: 'NGN',
      order_id: order.order_id,
      order_status: null,
      test_mode: true,
    });
    expect(started.payment.reference).toMatch(new RegExp(`^${order.order_id}-[2-9A-HJKMNP-Z]{12}$`));
    expect(started.authorization_url).toBe(`http://localhost:3000/payments/test/${started.payment.reference}`);

    const row = await db
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', started.payment.reference)
      .executeTakeFirstOrThrow();
    const total = await db
      .selectFrom('orders')
      .select('total_minor')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      order_id: order.id,
      status: 'pending',
      amount_minor: total.total_minor,
      currency: 'NGN',
    });
    // The test provider was asked for the same amount.
    const tx = await db
      .selectFrom('test_provider_transactions')
      .selectAll()
      .where('reference', '=', row.reference)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({
      amount_minor: total.total_minor,
      currency: 'NGN',
      email: me.user.email,
      status: 'pending',
    });
    expect(tx.callback_url).toBe(`http://localhost:3000/checkout/return?order_id=${order.order_id}`);

    // By numeric id too; each attempt gets a reference of its own.
    const again = await startPayment(app, me.auth, order.id);
    expect(again.payment.reference).not.toBe(started.payment.reference);
  });

  it('charges a US order in cents of dollars', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth, newYorkAddress);
    const started = await startPayment(app, me.auth, order.order_id);
    expect(started.payment).toMatchObject({ currency: 'USD', amount: order.order_total });
  });

  it('refuses an order staff have not reviewed yet, with a message saying why', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth, accraAddress);
    expect(order.order_reviewed).toBe(false);
    const res = await start(order.order_id, me.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      detail: `Order ${order.order_id} is waiting for our staff to review it and set the delivery fees. You can pay once they have.`,
      message_id: 'detail.pay.reviewing',
      message_values: { ref: order.order_id },
    });
    expect((await paymentEffects(db, order.id)).payments).toEqual([]);
  });

  it('refuses cancelled, expired and already paid orders', async () => {
    const me = await makeSignedInUser(db);
    const cancelled = await placeOrderFor(app, db, me.auth);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/orders/${cancelled.id}`, headers: me.auth })).statusCode,
    ).toBe(200);
    const expired = await placeOrderFor(app, db, me.auth);
    await db.updateTable('orders').set({ state: 'expired' }).where('id', '=', expired.id).execute();
    // Past its time but not yet swept by the expiry job: refused all the same.
    const overdue = await placeOrderFor(app, db, me.auth);
    await db
      .updateTable('orders')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', overdue.id)
      .execute();
    const paid = await placeOrderFor(app, db, me.auth);
    await db.updateTable('orders').set({ state: 'opened' }).where('id', '=', paid.id).execute();

    const detail = async (id: string) => {
      const res = await start(id, me.auth);
      expect(res.statusCode).toBe(409);
      return res.json().detail;
    };
    expect(await detail(cancelled.order_id)).toBe(
      `Order ${cancelled.order_id} was cancelled, so it can no longer be paid.`,
    );
    expect(await detail(expired.order_id)).toBe(
      `Order ${expired.order_id} expired before it was paid. Please place the order again.`,
    );
    expect(await detail(overdue.order_id)).toBe(
      `Order ${overdue.order_id} expired before it was paid. Please place the order again.`,
    );
    expect(await detail(paid.order_id)).toBe(`Order ${paid.order_id} has already been paid.`);
    // The web app's requests hear each reason in the page's language.
    const inHausa = await start(paid.order_id, { ...me.auth, 'x-oja-language': 'ha' });
    expect(inHausa.json().detail).toBe(`An riga an biya oda ${paid.order_id}.`);
    const rows = await db
      .selectFrom('payments')
      .select('id')
      .where('order_id', 'in', [cancelled.id, expired.id, overdue.id, paid.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it("answers 404 for another customer's order and 401 for a visitor", async () => {
    const owner = await makeSignedInUser(db);
    const other = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, owner.auth);
    for (const key of [order.order_id, String(order.id)]) {
      const res = await start(key, other.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'not_found',
        detail: `Order ${key} not found.`,
        message_id: 'detail.order-ref-not-found',
        message_values: { ref: key },
      });
    }
    expect((await start(order.order_id, {})).statusCode).toBe(401);
    expect((await start('not-an-order', owner.auth)).statusCode).toBe(400);
    expect((await paymentEffects(db, order.id)).payments).toEqual([]);
  });

  it('refuses a cross-site form post from a signed-in browser', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);
    const res = await start(order.order_id, {
      ...me.cookie,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect((await paymentEffects(db, order.id)).payments).toEqual([]);
  });

  it('names the active provider and whether it is test mode', async () => {
    const res = await app.inject({ url: '/api/payments/provider/' });
    expect(paymentProviderInfoSchema.parse(res.json())).toEqual({
      provider: 'test',
      display_name: 'the Oja test provider',
      test_mode: true,
    });
  });
});
