import { afterAll, describe, expect, it } from 'vitest';
import { startFakePaystack } from '@oja/testing/fakes/fake-paystack';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser, makeUser } from '@oja/testing/factories/factories';
import { placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';
import { setPreferences } from '../alerts/index.ts';

// Issue 35: a refund the provider refuses (failed for good) alerts the staff who asked for it.
const secretKey = 'sk_test_refund_alerts_0123456789';
const paystack = await startFakePaystack(secretKey);
afterAll(() => paystack.close());

const { app, db } = await createTestApp({
  PAYSTACK_SECRET_KEY: secretKey,
  PAYSTACK_BASE_URL: paystack.url,
  PUBLIC_URL: 'https://shop.oja.test',
});

const mailsTo = (email: string) =>
  db.selectFrom('outbox').select(['label', 'text_body']).where('to_address', '=', email).execute();

describe('the refund_failed alert', () => {
  it('is queued for the staff who asked when the provider refuses a refund, and for no one else', async () => {
    const wants = await makeUser(db, { role: 'staff' });
    const others = await makeUser(db, { role: 'staff' });
    await setPreferences(db, wants.id, ['refund_failed']);
    await setPreferences(db, others.id, ['order_paid', 'low_stock']);
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);
    const { payment } = await startPayment(app, me.auth, order.order_id);
    expect((await app.inject({ method: 'DELETE', url: `/api/orders/${order.id}/`, headers: me.auth })).statusCode).toBe(
      200,
    );
    paystack.pay(payment.reference, { outcome: 'success' });
    const { total_minor } = await db
      .selectFrom('orders')
      .select('total_minor')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    // Already refunded by hand in Paystack's dashboard: the refund is refused, failed at once.
    paystack.refunds.push({ id: 1, transaction: payment.reference, amount: total_minor, currency: 'NGN' });
    await app.inject({ url: `/api/payments/${payment.reference}/`, headers: me.auth });
    await app.payments.idle();
    const refund = await db
      .selectFrom('payment_refunds')
      .select('status')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(refund.status).toBe('failed');
    const mails = await mailsTo(wants.email);
    expect(mails.map((m) => m.label)).toEqual([`The refund for order ${order.order_id} failed`]);
    expect(mails[0]!.text_body).toContain('Transaction has been fully reversed');
    expect(await mailsTo(others.email)).toEqual([]);
  });
});
