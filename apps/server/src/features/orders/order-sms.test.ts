import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStates } from '@oja/shared/orders';
import { nigerianPhone } from '@oja/shared/phone';
import { deliverDueSms, smsSize, termiiNumber, termiiTransport } from '../../sms/index.ts';
import { backoffMs } from '../../mail/index.ts';
import { startPayment } from '@oja/testing/factories/payment-factories';
import { startFakeTermii } from '@oja/testing/fakes/fake-termii';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import {
  customerWithCart,
  lagosAddress,
  makeStockedProduct,
  placeOrderRequest,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';
import { createTestApp } from '@oja/testing/app/test-app';
import { orderSms, orderSmsText, stepSms, type SmsOrder } from './order-sms.ts';

const { app, db } = await createTestApp({ ...uncappedReservations, PUBLIC_URL: 'https://shop.oja.test' });
const termii = await startFakeTermii('TLtest-termii-key');
afterAll(() => termii.close());
const settings = { apiKey: 'TLtest-termii-key', senderId: 'Oja', baseUrl: termii.url, channel: 'dnd' } as const;
const transport = termiiTransport(settings);

let staff: Record<string, string>;
beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
});

/** The texts to a phone number, as the order stored it (+234…: the number typed the local way). */
const smsRows = (to?: string) => {
  let q = db.selectFrom('outbox').selectAll().where('channel', '=', 'sms');
  if (to) q = q.where('to_address', '=', nigerianPhone(to) ?? to);
  return q.orderBy('id').execute();
};

/** A paid order of a new customer, placed with or without SMS updates, to `phone`. */
async function paidOrder(smsUpdates: boolean | undefined, phone = lagosAddress.phone) {
  const product = await makeStockedProduct(db, { quantity: 10 });
  const shopper = await customerWithCart(app, db, [[product.id, 1]]);
  const res = await placeOrderRequest(app, shopper.auth, {
    address: { ...lagosAddress, phone },
    ...(smsUpdates === undefined ? {} : { sms_updates: smsUpdates }),
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  const ref = res.json().order_id as string;
  // Paid the way shoppers pay: through the test provider's page, then its webhook.
  const { payment } = await startPayment(app, shopper.auth, ref);
  const paid = await app.inject({
    method: 'POST',
    url: `/payments/test/${payment.reference}`,
    payload: 'outcome=success',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.oja.test' },
  });
  expect(paid.statusCode).toBe(303);
  await app.payments.idle();
  return { id, ref };
}
const setStatus = (id: number, status: string) =>
  app.inject({ method: 'POST', url: `/api/admin/orders/${id}/status`, payload: { status }, headers: staff });

describe('order update texts', () => {
  const longest: SmsOrder = {
    order_ref: 'OJA-ZZZZZZZZ',
    delivery_method: 'pickup',
    pickup_station_name: 'Ọ̀jà Pickup '.repeat(12).slice(0, 120),
    delivery_from: '2026-12-28',
    delivery_to: '2026-12-31',
  };
  const home: SmsOrder = { ...longest, delivery_method: 'home', pickup_station_name: null };

  it('fit one GSM-7 SMS (160 characters), or two when they name a pickup station', () => {
    for (const order of [longest, home, { ...home, delivery_from: null, delivery_to: null }]) {
      for (const state of orderStates) {
        const sms = orderSms(order, state);
        if (sms === null) continue;
        const size = smsSize(sms.text);
        expect(size.encoding).toBe('gsm7');
        expect(size.parts, `${state}: ${sms.text} (${size.length})`).toBeLessThanOrEqual(sms.parts);
        expect(sms.text).toContain('OJA-ZZZZZZZZ');
      }
    }
    expect(orderSmsText(longest, 'delivered')).toMatch(/^Oja: order OJA-ZZZZZZZZ is ready to collect at Oja Pickup/);
    expect(orderSmsText(home, 'processed')).toBe(
      'Oja: order OJA-ZZZZZZZZ is on its way to you. Expected Mon 28 Dec – Thu 31 Dec.'.replace('–', '-'),
    );
  });

  it('sends Nigerian numbers to Termii in international form', () => {
    expect(termiiNumber('0803 123 4567')).toBe('2348031234567');
    expect(termiiNumber('+234 803 123 4567')).toBe('2348031234567');
    expect(termiiNumber('+1 212 555 0100')).toBe('12125550100');
  });
});

describe('order updates by SMS', () => {
  it('are queued on each status change when the customer opted in, and sent through Termii', async () => {
    const phone = '0803 555 0001';
    const order = await paidOrder(true, phone);
    // Paid: queued by the same transition that queues the payment e-mail.
    expect((await smsRows(phone)).map((r) => r.text_body)).toEqual([
      expect.stringContaining(`payment received for order ${order.ref}`),
    ]);
    expect((await setStatus(order.id, 'processed')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    // The payment e-mail gives the estimated delivery dates too.
    const mail = await db
      .selectFrom('outbox')
      .select('text_body')
      .where('channel', '=', 'email')
      .where('label', 'like', `%Payment received for order ${order.ref}`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(/Estimated delivery: \w{3} \d{1,2} \w{3}/);
    const rows = await smsRows(phone);
    expect(rows.map((r) => r.label)).toEqual([
      `SMS: order ${order.ref} opened`,
      `SMS: order ${order.ref} processed`,
      `SMS: order ${order.ref} delivered`,
    ]);

    const before = termii.sent.length;
    const report = await deliverDueSms(db, transport);
    expect(report.sent).toBeGreaterThanOrEqual(3);
    const sent = termii.sent.slice(before).filter((m) => m.to === '2348035550001');
    expect(sent.map((m) => m.sms)).toEqual(rows.map((r) => r.text_body));
    expect(sent[0]).toMatchObject({ from: 'Oja' });
    // Order updates are transactional: Termii's dnd route, which reaches numbers on Do-Not-Disturb.
    expect(termii.requests.at(-1)?.body).toMatchObject({
      type: 'plain',
      channel: 'dnd',
      api_key: 'TLtest-termii-key',
    });
    expect(sent.every((m) => m.channel === 'dnd' && m.delivered)).toBe(true);
    expect((await smsRows(phone)).every((r) => r.status === 'sent')).toBe(true);
    // E-mail is not sent through the SMS channel, nor SMS through e-mail's.
    expect(
      (await db.selectFrom('outbox').select('channel').where('to_address', '=', nigerianPhone(phone)!).execute()).every(
        (r) => r.channel === 'sms',
      ),
    ).toBe(true);
  });

  it('are not queued when the customer did not opt in', async () => {
    const phone = '0803 555 0002';
    const order = await paidOrder(undefined, phone);
    const declined = await paidOrder(false, '0803 555 0003');
    await setStatus(order.id, 'processed');
    await setStatus(declined.id, 'processed');
    expect(await smsRows(phone)).toEqual([]);
    expect(await smsRows('0803 555 0003')).toEqual([]);
    // The e-mail still goes.
    const mails = await db.selectFrom('outbox').select('label').where('channel', '=', 'email').execute();
    expect(mails.some((m) => m.label.includes(order.ref))).toBe(true);
  });

  it('are retried when Termii fails, then sent once', async () => {
    await deliverDueSms(db, transport); // nothing else due
    const phone = '0803 555 0004';
    await paidOrder(true, phone);
    const [row] = await smsRows(phone);
    termii.down = true;
    const now = Date.now();
    expect(await deliverDueSms(db, transport, { now })).toMatchObject({ sent: 0, retrying: 1 });
    const failed = (await smsRows(phone))[0]!;
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: now + backoffMs(1) });
    expect(failed.last_error).toMatch(/503/);
    termii.down = false;
    expect(await deliverDueSms(db, transport, { now: now + backoffMs(1) - 1 })).toMatchObject({ sent: 0 });
    expect(await deliverDueSms(db, transport, { now: now + backoffMs(1) })).toMatchObject({ sent: 1 });
    expect((await smsRows(phone))[0]).toMatchObject({ id: row!.id, status: 'sent', attempts: 2 });
    expect(termii.sent.filter((m) => m.to === '2348035550004')).toHaveLength(1);
  });

  it('a wrong API key is a failure to retry, not a sent message', async () => {
    const phone = '0803 555 0005';
    await paidOrder(true, phone);
    const wrong = termiiTransport({ ...settings, apiKey: 'TLwrong-key-0000' });
    expect(await deliverDueSms(db, wrong)).toMatchObject({ sent: 0, retrying: 1 });
    expect((await smsRows(phone))[0]!.last_error).toMatch(/401: Invalid API key/);
  });

  it('go by the route TERMII_CHANNEL names: on generic, a number on Do-Not-Disturb never gets them', async () => {
    const phone = '0803 555 0006';
    await paidOrder(true, phone);
    termii.doNotDisturb.add('2348035550006');
    const generic = termiiTransport({ ...settings, channel: 'generic' });
    expect(await deliverDueSms(db, generic)).toMatchObject({ sent: 1 });
    expect(termii.requests.at(-1)?.body).toMatchObject({ channel: 'generic', to: '2348035550006' });
    expect(termii.sent.filter((m) => m.to === '2348035550006')).toMatchObject([
      { channel: 'generic', delivered: false },
    ]);
  });
});

describe('the texts of pay on delivery (issue 30, E14)', () => {
  it('fit one part in every language, a large amount written N…', () => {
    for (const language of ['en', 'pcm', 'yo', 'ha', 'ig']) {
      for (const id of ['sms.on-delivery', 'sms.refused'] as const) {
        const order = {
          order_ref: 'OJA-ABCDEFGH',
          delivery_method: 'home' as const,
          pickup_station_name: null,
          delivery_from: null,
          delivery_to: null,
          language,
        };
        const sms = stepSms(order, { id, amount: '₦1,234,567' });
        expect(smsSize(sms.text).parts, `${language} ${id}: ${sms.text}`).toBe(1);
        expect(sms.text).toContain('OJA-ABCDEFGH');
        if (id === 'sms.on-delivery') expect(sms.text).toContain('N1,234,567');
      }
    }
  });
});
