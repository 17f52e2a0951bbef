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
import { orderSms, orderSmsText, type SmsOrder } from '../features/orders/order-sms.ts';
import { smsSize } from '../sms/index.ts';

const smsEncoding = (text: string) => smsSize(text).encoding;
import { passwordResetMail, paymentReceivedMail } from '../mail/index.ts';

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

  it('take no more SMS parts than they are allowed (decision 0059; order-sms-parts.test.ts has the costs)', () => {
    for (const language of languages) {
      for (const order of [pickup, home, { ...home, delivery_from: null, delivery_to: null }]) {
        for (const state of orderStates) {
          const sms = orderSms({ ...order, language }, state);
          if (sms === null) continue;
          expect(smsSize(sms.text).parts, `${language} ${state}: ${sms.text}`).toBeLessThanOrEqual(sms.parts);
          expect(sms.text, `${language} ${state}`).toContain('OJA-ZZZZZZZZ');
        }
      }
    }
  });

  it('keep the tone marks and the dates in Yoruba: no text goes out folded to plain letters', () => {
    const delivered = orderSmsText({ ...home, language: 'yo' }, 'delivered')!;
    expect(delivered).toBe('Oja: a ti fi ọ́dà OJA-ZZZZZZZZ jíṣẹ́. A dúpẹ́ o!');
    expect(smsSize(delivered).encoding).toBe('ucs2');
    // The four that used to lose their marks: paid, on its way (home and pickup), ready to collect.
    expect(orderSmsText({ ...home, language: 'yo' }, 'opened')).toBe(
      'Oja: a ti gba owó ọ́dà OJA-ZZZZZZZZ. Ẹ ṣé o! Yóò dé 28/12 - 31/12.',
    );
    expect(orderSmsText({ ...home, language: 'yo' }, 'processed')).toBe(
      'Oja: ọ́dà OJA-ZZZZZZZZ ti wà lójú ọ̀nà. Yóò dé 28/12 - 31/12.',
    );
    expect(orderSmsText({ ...pickup, language: 'yo' }, 'processed')).toMatch(
      /^Oja: ọ́dà OJA-ZZZZZZZZ ń lọ sí ibùdó ìgbàjọ Ọ̀jà Ìkẹjà Pickup Station/,
    );
    expect(orderSmsText({ ...pickup, language: 'yo' }, 'delivered')).toMatch(
      /^Oja: ẹ lè gba ọ́dà OJA-ZZZZZZZZ ní Ọ̀jà Ìkẹjà Pickup Station, Obafemi Awolowo Way/,
    );
    // Hausa's hooked letters stay too; a text without them is GSM-7.
    const paid = orderSmsText({ ...home, language: 'ha', delivery_from: null }, 'opened')!;
    expect(paid).toBe('Oja: an biya oda OJA-ZZZZZZZZ. Mun gode! Muna shirya ta.');
    expect(smsEncoding(paid)).toBe('gsm7');
    expect(smsEncoding(orderSmsText({ ...home, language: 'ha' }, 'refunded')!)).toBe('ucs2');
    // Pidgin and English are GSM-7 from the start.
    expect(orderSmsText({ ...home, language: 'pcm' }, 'processed')).toBe(
      'Oja: order OJA-ZZZZZZZZ dey road come meet you. E go reach Mon 28 Dec - Thu 31 Dec.',
    );
  });

  it('write the dates day first in Yoruba, Hausa and Igbo', () => {
    expect(orderSmsText({ ...home, language: 'ha' }, 'processed')).toContain('Za ta iso 28/12 - 31/12.');
    expect(orderSmsText({ ...home, language: 'ig' }, 'opened')).toContain('Ọ ga-abịa 28/12 - 31/12.');
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
      .selectFrom('outbox')
      .select(['label', 'text_body', 'html_body'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.label).toBe('Tabbatar da adireshin imel ɗinka na Oja');
    // Greeted without the name: the address is not verified yet (security review N9).
    expect(mail.text_body).toMatch(/^Sannu,\n\nBarka da zuwa Oja!/);
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

    const [placed, mail] = await db
      .selectFrom('outbox')
      .select(['label', 'text_body'])
      .where('channel', '=', 'email')
      .where('label', 'like', `%${ref}`)
      .orderBy('id')
      .execute();
    // The "order placed" e-mail first (issue 30, E14), in Yoruba too.
    expect(placed!.label).toBe(`A ti gba ọ́dà Oja yín ${ref}`);
    expect(mail!.label).toBe(`[TEST] A ti gba owó fún ọ́dà ${ref}`);
    expect(mail!.text_body).toContain('ÌDÁNWÒ — a kò gba owó gidi kankan.');
    expect(mail!.text_body).toMatch(/Ọjọ́ tí a retí pé yóò dé: .*Oṣù/);
    const sms = await db
      .selectFrom('outbox')
      .select('text_body')
      .where('channel', '=', 'sms')
      .where('label', '=', `SMS: order ${ref} opened`)
      .executeTakeFirstOrThrow();
    expect(sms.text_body).toMatch(new RegExp(`^Oja: a ti gba owó ọ́dà ${ref}\\. Ẹ ṣé o! Yóò dé \\d+/\\d+`));
    expect(smsSize(sms.text_body)).toMatchObject({ encoding: 'ucs2', parts: 1 });
  });

  it('English stays as it was when no language is known', () => {
    const mail = passwordResetMail('a@example.com', 'Ada', 'https://x/reset');
    expect(mail.subject).toBe('Reset your Oja password');
    expect(mail.text).toMatch(/^Hello Ada,\n\nSomeone \(we hope you\)/);
  });
});

describe('dates in e-mails, as the page writes them (local-dates.ts)', () => {
  const paid = (language: string) =>
    paymentReceivedMail({
      to: 'a@example.com',
      firstName: 'Ada',
      orderRef: 'OJA-ZZZZZZZZ',
      amountMinor: 1_000_00,
      currency: 'NGN',
      providerName: 'Paystack',
      testMode: false,
      myOrdersUrl: 'https://shop.oja.test/dashboard/my-orders',
      estimate: { from: '2026-12-29', to: '2026-12-31' },
      language,
    }).text;

  it('Hausa puts the day first; Yoruba spells Ìṣẹ́gun and Ọjọ́bọ̀ and numbers its months; Pidgin is English', () => {
    expect(paid('ha')).toContain('Ranar kai kaya da ake tsammani: Tal, 29 Dis – Alh, 31 Dis.');
    expect(paid('yo')).toContain('Ọjọ́ tí a retí pé yóò dé: Ìṣẹ́gun, 29 Oṣù Kejìlá – Ọjọ́bọ̀, 31 Oṣù Kejìlá.');
    expect(paid('ig')).toContain('Tiu, 29 Dis – Tọọ, 31 Dis');
    expect(paid('pcm')).toContain('E go reach you around: Tue 29 Dec – Thu 31 Dec.');
  });
});
