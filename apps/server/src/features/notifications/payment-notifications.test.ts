import { describe, expect, it } from 'vitest';
import { notificationSchema } from '@oja/shared/notifications';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { paymentMails, placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://shop.oja.test' });

const payWithTestProvider = (reference: string) =>
  app.inject({
    method: 'POST',
    url: `/payments/test/${reference}`,
    payload: 'outcome=success',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.oja.test' },
  });

describe('a confirmed payment', () => {
  it('notifies the customer once and e-mails them once, however often the provider confirms it', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);
    const { payment } = await startPayment(app, me.auth, order.order_id);
    await payWithTestProvider(payment.reference);
    // The browser's return and the webhook both verify the same payment.
    await app.inject({ url: `/api/payments/${payment.reference}/`, headers: me.auth });
    await payWithTestProvider(payment.reference);
    await app.payments.idle();

    const list = notificationSchema
      .array()
      .parse((await app.inject({ url: '/api/notifications/', headers: me.auth })).json());
    expect(list).toMatchObject([
      { kind: 'payment_confirmed', order_id: order.order_id, title: `Payment confirmed for order ${order.order_id}` },
    ]);
    expect(await paymentMails(db, order.order_id)).toHaveLength(1);
    expect((await app.inject({ url: '/api/notifications/unread-count/', headers: me.auth })).json()).toEqual({
      unread: 1,
    });
  });
});
