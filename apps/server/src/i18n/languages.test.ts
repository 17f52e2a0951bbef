import { describe, expect, it } from 'vitest';
import { orderStates } from '@oja/shared/orders';
import { languages } from '@oja/shared/languages';
import { startPayment } from '@oja/testing/factories/payment-factories';
import {
  customerWithCart,
  lagosAddress,
  makeStockedProduct,
  placeOrderRequest,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';
import { createTestApp } from '@oja/testing/app/test-app';
import { orderSmsText, type SmsOrder } from '../features/orders/order-sms.ts';
import { fitsOneSms, smsEncoding } from '../sms/index.ts';
import { passwordResetMail } from '../mail/index.ts';

const { app, db } = await createTestApp({ ...uncappedReservations, PUBLIC_URL: 'https://shop.oja.test' });

describe('order update texts in each language', () => {
  const pickup: SmsOrder = {
    order_ref: 'OJA-ZZZZZZZZ',
    delivery_method: 'pickup',
    pickup_station_name: 'Ọ̀jà Ìkẹjà Pickup Station, Obafemi Awolowo Way, beside the bus stop',
    delivery_from: '2026-12-28',
    delivery_to: '2026-12-31',
  };
  const home: SmsOrder = { ...pickup, delivery_method: 'home', pickup_station_name: null };

  it('always fit one SMS: 160 GSM-7 characters, or 70 in UCS-2 when a letter needs it', () => {
    for (const language of languages) {
      for (const order of [pickup, home, { ...home, delivery_from: null, delivery_to: null }]) {
        for (const state of orderStates) {
          const text = orderSmsText({ ...order, language }, state);
          if (text === null) continue;
          expect(fitsOneSms(text), `${language} ${state}: ${text} (${text.length})`).toBe(true);
          expect(text, `${language} ${state}`).toContain('OJA-ZZZZZZZZ');
          if (smsEncoding(text) === 'ucs2') expect(text.length).toBeLessThanOrEqual(70);
        }
      }
    }
  });

  it('keep the tone marks when the UCS-2 message fits, and fall back to plain letters in GSM-7 when not', () => {
    const delivered = orderSmsText({ ...home, language: 'yo' }, 'delivered')!;
    expect(delivered).toBe('Oja: a ti fi ìbéèrè OJA-ZZZZZZZZ jíṣẹ́. A dúpẹ́ o!');
    expect(smsEncoding(delivered)).toBe('ucs2');
    // è é ì ò à are in GSM-7 itself: such a text stays a 160-character message.
    expect(smsEncoding(orderSmsText({ ...home, language: 'yo' }, 'cancelled')!)).toBe('gsm7');
    // Hausa's hooked letters are outside GSM-7 too.
    const paid = orderSmsText({ ...home, language: 'ha', delivery_from: null }, 'opened')!;
    expect(paid).toBe('Oja: an karɓi kuɗin oda OJA-ZZZZZZZZ. Mun gode! Muna shirya ta.');
    expect(smsEncoding(paid)).toBe('ucs2');
    // Too long for 70 with its marks: the same words without them, in one GSM-7 message, dates kept.
    const opened = orderSmsText({ ...home, language: 'yo' }, 'opened')!;
    expect(opened).toBe('Oja: a ti gba owo ibeere OJA-ZZZZZZZZ. E se o! A n pese re. Ojo ide: 28/12 - 31/12.');
    const collect = orderSmsText({ ...pickup, language: 'yo' }, 'delivered')!;
    expect(smsEncoding(collect)).toBe('gsm7');
    expect(collect).toMatch(/^Oja: e le gba ibeere OJA-ZZZZZZZZ ni Oja Ikeja Pickup/);
    // Pidgin and English are GSM-7 from the start.
    expect(orderSmsText({ ...home, language: 'pcm' }, 'processed')).toBe(
      'Oja: order OJA-ZZZZZZZZ dey road come meet you. E go reach Mon 28 Dec - Thu 31 Dec.',
    );
  });

  it('write the dates day first in Yoruba, Hausa and Igbo', () => {
    expect(orderSmsText({ ...home, language: 'ha' }, 'processed')).toContain('Ranar zuwa: 28/12 - 31/12.');
  });
});

describe('e-mails and SMS go out in the customer’s language', () => {
  it('an account registered with Accept-Language: ha gets its verification e-mail in Hausa', async () => {
    const email = `ha-${Date.now()}@example.com`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { first_name: 'Aisha', last_name: 'Bello', email, password: 'a-long-password-1' },
      headers: { 'accept-language': 'ha-NG,ha;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(201);
    const user = await db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.language).toBe('ha');
    const mail = await db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Tabbatar da adireshin imel ɗinka na Oja');
    expect(mail.text_body).toMatch(/^Sannu Aisha,\n\nBarka da zuwa Oja!/);
    expect(mail.html_body).toContain('Tabbatar da adireshin imel ɗina</a>');
  });

  it('an order placed with the language cookie yo gets its payment e-mail and SMS in Yoruba', async () => {
    const product = await makeStockedProduct(db, { quantity: 10 });
    const shopper = await customerWithCart(app, db, [[product.id, 1]]);
    const phone = '0803 555 0190';
    const res = await placeOrderRequest(
      app,
      shopper.auth,
      { address: { ...lagosAddress, phone }, sms_updates: true },
      { cookie: 'oja_lang=yo', 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(201);
    const ref = res.json().order_id as string;
    const order = await db
      .selectFrom('orders')
      .select('language')
      .where('order_ref', '=', ref)
      .executeTakeFirstOrThrow();
    expect(order.language).toBe('yo');

    const { payment } = await startPayment(app, shopper.auth, ref);
    const paid = await app.inject({
      method: 'POST',
      url: `/payments/test/${payment.reference}`,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.oja.test' },
    });
    expect(paid.statusCode).toBe(303);
    await app.payments.idle();

    const mail = await db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('channel', '=', 'email')
      .where('subject', 'like', `%${ref}`)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`[TEST] A ti gba owó fún ìbéèrè ${ref}`);
    expect(mail.text_body).toContain('ÌDÁNWÒ — a kò gba owó gidi kankan.');
    expect(mail.text_body).toMatch(/Ọjọ́ tí a retí pé yóò dé: .*Oṣù/);
    const sms = await db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('channel', '=', 'sms')
      .where('subject', '=', `SMS: order ${ref} opened`)
      .executeTakeFirstOrThrow();
    expect(sms.text_body).toMatch(new RegExp(`^Oja: a ti gba owo ibeere ${ref}\\. E se o! A n pese re\\. Ojo ide: `));
    expect(fitsOneSms(sms.text_body)).toBe(true);
  });

  it('English stays as it was when no language is known', () => {
    const mail = passwordResetMail('a@example.com', 'Ada', 'https://x/reset');
    expect(mail.subject).toBe('Reset your Oja password');
    expect(mail.text).toMatch(/^Hello Ada,\n\nSomeone \(we hope you\)/);
  });
});
