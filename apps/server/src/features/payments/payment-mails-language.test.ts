import { describe, expect, it } from 'vitest';
import { startPayment } from '@oja/testing/factories/payment-factories';
import {
  customerWithCart,
  lagosAddress,
  makeStockedProduct,
  placeOrderRequest,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';
import { createTestApp } from '@oja/testing/app/test-app';
import { readyForPaymentMail } from '../../mail/index.ts';

/**
 * The payment e-mails a shopper reads go out in the order's language (docs/decisions/0034):
 * the bank-transfer details, the refund of a payment the order could not take, and the discount
 * and fee lines of "ready for payment".
 */
const { app, db } = await createTestApp({ ...uncappedReservations, PUBLIC_URL: 'https://shop.oja.test' });

/** An order placed from a page in Yoruba (the language cookie), as the shop records it. */
async function yorubaOrder() {
  const product = await makeStockedProduct(db, { quantity: 10 });
  const shopper = await customerWithCart(app, db, [[product.id, 1]]);
  const res = await placeOrderRequest(
    app,
    shopper.auth,
    { address: lagosAddress },
    { cookie: 'oja_lang=yo', 'accept-language': 'en' },
  );
  expect(res.statusCode, res.body).toBe(201);
  const order = await db
    .selectFrom('orders')
    .select(['id', 'order_ref', 'language'])
    .where('order_ref', '=', res.json().order_id as string)
    .executeTakeFirstOrThrow();
  expect(order.language).toBe('yo');
  return { shopper, order };
}

const mailsAbout = (ref: string) =>
  db
    .selectFrom('outbox')
    .select(['label', 'text_body', 'html_body'])
    .where('channel', '=', 'email')
    .where('label', 'like', `%${ref}`)
    // Not the "order placed" e-mail (issue 30, E14; order-placed-mail.test.ts).
    .where('label', 'not like', 'A ti gba ọ́dà Oja yín%')
    .execute();

describe('payment e-mails in the order’s language', () => {
  it('a Yoruba order’s bank-transfer details are e-mailed in Yoruba, with the deadline in Yoruba dates', async () => {
    const { shopper, order } = await yorubaOrder();
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.order_ref}/bank-transfer/`,
      headers: shopper.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const transfer = res.json() as { reference: string; account_number: string };
    const [mail, ...more] = await mailsAbout(order.order_ref);
    expect(more).toEqual([]);
    expect(mail!.label).toBe(`Àlàyé transfer láti báńkì fún ọ́dà ${order.order_ref}`);
    expect(mail!.text_body).toMatch(/^Ẹ n lẹ́ o [^\n]+,\n/);
    expect(mail!.text_body).toContain(`Láti san owó ọ́dà ${order.order_ref} pẹ̀lú transfer láti báńkì`);
    expect(mail!.text_body).toContain(`Nọ́ńbà àkọọ́lẹ̀: ${transfer.account_number}`);
    expect(mail!.text_body).toContain(`Ẹ kọ nọ́ńbà ìtọ́kasí ${transfer.reference} sínú àlàyé (narration tàbí remark)`);
    // The deadline with Yoruba's numbered month (local-dates.ts), not "24 Nov 2026".
    expect(mail!.text_body).toMatch(/Ẹ jọ̀wọ́ ẹ sanwó kí ó tó di \d{1,2} Oṣù K[^;\d]+ \d{4}, \d{2}:\d{2};/);
    expect(mail!.text_body).not.toMatch(/send exactly|Account number|Please pay by/);
    expect(mail!.html_body).toContain(`ìtọ́kasí <strong>${transfer.reference}</strong>`);
    expect(mail!.html_body).toContain(`<th align="left">Nọ́ńbà àkọọ́lẹ̀</th><td>${transfer.account_number}</td>`);
  });

  it('a Yoruba order paid after it was cancelled gets its refund e-mail in Yoruba', async () => {
    const { shopper, order } = await yorubaOrder();
    const { payment } = await startPayment(app, shopper.auth, order.order_ref);
    const cancelled = await app.inject({ method: 'DELETE', url: `/api/orders/${order.id}/`, headers: shopper.auth });
    expect(cancelled.statusCode).toBe(200);
    const paid = await app.inject({
      method: 'POST',
      url: `/payments/test/${payment.reference}`,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.oja.test' },
    });
    expect(paid.statusCode).toBe(303);
    await app.payments.idle();
    const refunds = (await mailsAbout(order.order_ref)).filter((m) => m.label.includes('Ìdápadà'));
    expect(refunds).toHaveLength(1);
    const [mail] = refunds;
    expect(mail!.label).toBe(`[TEST] Ìdápadà owó tí ẹ san fún ọ́dà ${order.order_ref}`);
    expect(mail!.text_body).toContain('ÌDÁNWÒ — a kò gba owó gidi kankan.');
    expect(mail!.text_body).toMatch(new RegExp(`A gba owó ₦[\\d,.]+ fún ọ́dà ${order.order_ref}`));
    expect(mail!.text_body).toMatch(/A ń dá gbogbo ₦[\d,.]+ padà nípasẹ̀ /);
    expect(mail!.text_body).not.toMatch(/We received|We are refunding|Your orders/);
    expect(mail!.html_body).toContain(`<strong>${order.order_ref}</strong>`);
    expect(mail!.html_body).toContain('Àwọn ọ́dà yín</a>');
  });
});

describe('the "ready for payment" e-mail’s discount and fee lines', () => {
  const order = {
    ref: 'OJA-9',
    currency: 'NGN' as const,
    subtotal: 1_000_000,
    discounts: [
      { kind: 'promotions' as const, minor: 100_000 },
      { kind: 'voucher' as const, code: 'OJA10', minor: 50_000 },
    ],
    fees: [{ label: 'Shipping cost', minor: 150_000 }],
    total: 1_000_000,
  };

  it('are written in the customer’s language', () => {
    const mail = readyForPaymentMail({ email: 'a@example.com', first_name: 'Ade', language: 'yo' }, order, 'https://x');
    expect(mail.text).toContain('Àwọn ẹ̀dínwó: -₦1,000\nKóòdù ẹ̀dínwó OJA10: -₦500\nOwó ìfiránṣẹ́: ₦1,500');
  });

  it('stay as they were in English', () => {
    const mail = readyForPaymentMail({ email: 'a@example.com', first_name: 'Ade' }, order, 'https://x');
    expect(mail.text).toContain('Promotions: -₦1,000\nVoucher OJA10: -₦500\nShipping cost: ₦1,500');
  });
});

describe('the test payment page', () => {
  it('speaks the shopper’s language (the language cookie), and English otherwise', async () => {
    const { shopper, order } = await yorubaOrder();
    const { payment } = await startPayment(app, shopper.auth, order.order_ref);
    const yo = await app.inject({ url: `/payments/test/${payment.reference}`, headers: { cookie: 'oja_lang=yo' } });
    expect(yo.statusCode).toBe(200);
    expect(yo.body).toContain('<html lang="yo">');
    expect(yo.body).toContain('<h1>Ìsanwó ìdánwò Oja</h1>');
    expect(yo.body).toMatch(
      /<button class="success" name="outcome" value="success">San ₦[\d,.]+ \(yóò yọrí\)<\/button>/,
    );
    expect(yo.body).toContain('ÌDÁNWÒ — kì í ṣe owó gidi');
    const en = await app.inject({ url: `/payments/test/${payment.reference}` });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<h1>Oja test payment</h1>');
    expect(en.body).toContain('TEST MODE — no real money');
  });
});
