import { describe, expect, it } from 'vitest';
import { notificationSchema } from '@oja/shared/notifications';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { accraAddress } from '@oja/testing/factories/order-factories';
import { placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://shop.oja.test' });
const staff = await makeSignedInUser(db, { role: 'staff' });

type Auth = Record<string, string>;
const asStaff = (method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, payload, headers: staff.auth });
const fees = {
  shipping_cost: '4',
  shipping_fee: '12.50',
  handling_fee: '1.25',
  packaging_fee: '0.75',
  insurance_fee: '0.30',
};

const notificationsOf = async (auth: Auth) =>
  notificationSchema
    .array()
    .parse((await app.inject({ url: '/api/notifications/', headers: auth })).json())
    .reverse(); // oldest first, like the mails below
const mailsTo = (address: string) =>
  db.selectFrom('outbox').select('label').where('to_address', '=', address).orderBy('id').execute();

describe('every order event the customer is told about: one notification and one e-mail', () => {
  it('review by staff, payment, processed, delivered and refunded (through the contract route)', async () => {
    const me = await makeSignedInUser(db);
    // To Accra: no fee rule covers it, so it waits for staff to review it.
    const order = await placeOrderFor(app, db, me.auth, accraAddress);
    expect(order.order_reviewed).toBe(false);
    expect(await notificationsOf(me.auth)).toEqual([]);
    const ref = order.order_id;

    expect((await asStaff('POST', `/api/admin/orders/${order.id}/review`, fees)).statusCode).toBe(200);
    const { payment } = await startPayment(app, me.auth, ref);
    await app.inject({
      method: 'POST',
      url: `/payments/test/${payment.reference}`,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.oja.test' },
    });
    await app.payments.idle();
    // Refused (not processed yet): nothing is told.
    expect((await asStaff('POST', `/api/admin/orders/${order.id}/status`, { status: 'delivered' })).statusCode).toBe(
      409,
    );
    expect((await asStaff('POST', `/api/admin/orders/${order.id}/status`, { status: 'processed' })).statusCode).toBe(
      200,
    );
    expect((await asStaff('POST', `/api/admin/orders/${order.id}/status`, { status: 'delivered' })).statusCode).toBe(
      200,
    );
    expect((await asStaff('PUT', `/api/order/${order.id}`, { id: order.id, status: 4 })).statusCode).toBe(200);

    const notifications = await notificationsOf(me.auth);
    expect(notifications.map((n) => n.kind)).toEqual([
      'order_reviewed',
      'payment_confirmed',
      'order_processed',
      'order_delivered',
      'order_refunded',
    ]);
    expect(notifications.every((n) => n.order_id === ref)).toBe(true);
    const subjects = (await mailsTo(me.user.email)).map((m) => m.label);
    // Marking it refunded really refunds the payment (N13): the provider's refund is told apart.
    expect(subjects, JSON.stringify(subjects)).toHaveLength(7);
    for (const [i, words] of [
      // Placing it: an e-mail, no notification (the shopper has just done it; issue 30, E14).
      ['We have your Oja order'],
      ['ready', 'pay'],
      ['Payment received'],
      ['is on its way'],
      ['has been delivered'],
      ['has been refunded'],
      ['Refund of your payment'],
    ].entries()) {
      expect(subjects[i]).toContain(ref);
      for (const w of words) expect(subjects[i]!.toLowerCase()).toContain(w.toLowerCase());
    }
  });
});
