import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import {
  accraAddress,
  clientLine,
  customerWithCart,
  lagosAddress,
  makeStockedProduct,
  placeOrderRequest,
  setStock,
} from '@oja/testing/factories/order-factories';
import { makeVoucher } from '@oja/testing/factories/promotion-factories';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { placeOrderFor } from '@oja/testing/factories/payment-factories';
import type { MessagePart } from '@oja/shared/errors';
import { messages as english } from './compiled/en.ts';
import { pageLanguageHeader } from './details.ts';
import { translator, type ServerMessageId } from './index.ts';

/**
 * Refusals by key, end to end (issue 31): every refusal carries its message id and values besides
 * its English `detail`; the web app's requests (`x-oja-language`) get the same message in the
 * page's language, with no English sentence in between, and every other client keeps English.
 */
const { app, db } = await createTestApp();

/** Every English sentence the server catalogue holds, cut at its placeholders. */
const englishSentences = Object.values(english).flatMap((m) =>
  (typeof m === 'string' ? [m] : m.filter((p): p is string => typeof p === 'string'))
    .flatMap((text) => text.split(/[.:;]/))
    .map((text) => text.trim())
    .filter((text) => text.split(' ').length >= 3),
);
const noEnglish = (text: string) =>
  expect(
    englishSentences.filter((s) => text.includes(s)),
    text,
  ).toEqual([]);

describe.each(['yo', 'ha', 'ig'] as const)('a refusal in %s', (language) => {
  const page = { [pageLanguageHeader]: language };
  const t = translator(language);

  it('a stock refusal when the order is placed', async () => {
    const product = await makeStockedProduct(db, { title: 'Uziza', quantity: 3 });
    const customer = await customerWithCart(app, db, [[product.id, 3]]);
    await setStock(db, product.id, 2);
    const res = await placeOrderRequest(app, customer.auth, { address: lagosAddress }, page);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toEqual({
      code: 'out_of_stock',
      detail: t('detail.order.only-left', { count: 2, title: 'Uziza' }),
      message_id: 'detail.order.only-left',
      message_values: { title: 'Uziza', count: 2 },
    });
    noEnglish(body.detail);
    // Sold out: the other message, in the language too.
    await setStock(db, product.id, 0);
    const gone = (await placeOrderRequest(app, customer.auth, { address: lagosAddress }, page)).json();
    expect(gone.detail).toBe(t('detail.order.out-of-stock', { title: 'Uziza' }));
    noEnglish(gone.detail);
  });

  it('a voucher problem, in a quote and when the order is placed', async () => {
    const product = await makeStockedProduct(db, { quantity: 10 });
    const customer = await customerWithCart(app, db, [[product.id, 1]]);
    const expired = await makeVoucher(db, { ends_at: Date.now() - 1000 });
    const quote = await app.inject({
      method: 'POST',
      url: '/api/orders/quote/',
      payload: { address: { country: 'NG', state: 'Lagos' }, voucher_code: expired.code },
      headers: { ...customer.auth, ...page },
    });
    expect(quote.json().voucher_problem).toEqual({
      code: expired.code,
      message: t('detail.voucher.invalid', { code: expired.code }),
      message_id: 'detail.voucher.invalid',
      message_values: { code: expired.code },
    });
    noEnglish(quote.json().voucher_problem.message);
    const placed = await placeOrderRequest(
      app,
      customer.auth,
      { address: lagosAddress, voucher_code: expired.code },
      page,
    );
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({
      code: 'voucher_not_applicable',
      detail: t('detail.voucher.invalid', { code: expired.code }),
      message_id: 'detail.voucher.invalid',
    });
    noEnglish(placed.json().detail);
  });

  it('an order that would total nothing to pay', async () => {
    const me = await makeSignedInUser(db);
    const product = await makeStockedProduct(db, { quantity: 5 });
    const voucher = await makeVoucher(db, { kind: 'percent', percent: 100 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      payload: { address: accraAddress, items: [clientLine(product.id, 1)], voucher_code: voucher.code },
      headers: { ...me.auth, ...page },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      detail: t('detail.order.nothing-to-pay'),
      message_id: 'detail.order.nothing-to-pay',
    });
    noEnglish(res.json().detail);
  });

  it('pay on delivery refused: every rule not met, each in the language', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.order_id}/pay-on-delivery/`,
      headers: { ...me.auth, ...page },
    });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    const parts: MessagePart[] = body.message_parts ?? [body];
    expect(parts.map((p) => p.message_id)).toContain('detail.cod.phone');
    expect(body.detail).toBe(parts.map((p) => t(p.message_id as ServerMessageId, p.message_values)).join(' '));
    noEnglish(body.detail);
  });

  it('a field error by its id at place order: SMS updates without a phone number', async () => {
    const product = await makeStockedProduct(db, { quantity: 5 });
    const customer = await customerWithCart(app, db, [[product.id, 1]]);
    // An address as one street line (as the original client sends it) has no phone to text.
    const address = '12 Broad Street, Lagos Island';
    const res = await placeOrderRequest(app, customer.auth, { address, sms_updates: true }, page);
    expect(res.statusCode).toBe(400);
    const said = t('detail.order.sms-phone');
    expect(res.json()).toEqual({
      code: 'invalid',
      detail: `address.phone: ${said}`,
      errors: [{ path: 'address.phone', message: said, message_id: 'detail.order.sms-phone' }],
    });
    noEnglish(res.json().detail);
  });

  it('an order naming a product that does not exist', async () => {
    const me = await makeSignedInUser(db);
    const res = await placeOrderRequest(app, me.auth, { address: lagosAddress, items: [clientLine(987_654, 1)] }, page);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid',
      detail: t('detail.order.no-product', { id: 987_654 }),
      message_id: 'detail.order.no-product',
      message_values: { id: 987_654 },
    });
    noEnglish(res.json().detail);
  });

  it('a field error', async () => {
    const me = await makeSignedInUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/phone/code/',
      payload: { phone: '0200 123 4567' },
      headers: { ...me.auth, ...page },
    });
    expect(res.statusCode).toBe(400);
    const said = t('detail.phone.nigerian');
    expect(res.json()).toEqual({
      code: 'invalid',
      detail: `phone: ${said}`,
      errors: [{ path: 'phone', message: said, message_id: 'detail.phone.nigerian' }],
    });
    noEnglish(res.json().detail);
  });
});

describe('every other client', () => {
  it('keeps the English detail, with the message id and values beside it, Accept-Language or not', async () => {
    const product = await makeStockedProduct(db, { title: 'Ata Rodo', quantity: 1 });
    const customer = await customerWithCart(app, db, [[product.id, 1]]);
    const more = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/cart/items/${product.id}/increment`,
        headers: { ...customer.auth, ...headers },
      });
    const english = {
      detail: 'Only 1 of "Ata Rodo" left in stock.',
      code: 'out_of_stock',
      message_id: 'detail.cart.only-left',
      message_values: { count: 1, title: 'Ata Rodo' },
    };
    expect((await more({ 'accept-language': 'yo' })).json()).toEqual(english);
    expect((await more({ [pageLanguageHeader]: 'xx' })).json()).toEqual(english);
    expect((await more({ [pageLanguageHeader]: 'yo' })).json()).toEqual({
      ...english,
      detail: '"Ata Rodo" 1 péré ló kù.',
    });
  });

  it('answers a shared rule’s field error and refusal in English with its id (decision 0084)', async () => {
    for (const headers of [{}, { [pageLanguageHeader]: 'yo' }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: { email: 'new@example.com', password: 'short', first_name: 'Ada', last_name: 'Obi' },
        headers,
      });
      // The text as it always was; the web says the id (account.says.*, its own catalogue).
      expect(res.json()).toEqual({
        code: 'invalid',
        detail: 'password: Use at least 8 characters',
        errors: [
          {
            path: 'password',
            message: 'Use at least 8 characters',
            message_id: 'account.says.password-short',
            message_values: { min: 8 },
          },
        ],
      });
    }
    // An address field's problem names its field by key: the web says the field's label.
    const owner = await makeSignedInUser(db);
    const address = await app.inject({
      method: 'POST',
      url: '/api/account/addresses/',
      payload: { address: { ...lagosAddress, postal_code: '#1' } },
      headers: { ...owner.auth, [pageLanguageHeader]: 'ig' },
    });
    expect(address.json().errors).toEqual([
      {
        path: 'address.postal_code',
        message: 'Postal code may only have letters, digits, spaces and hyphens',
        message_id: 'checkout.says.postal-code',
      },
    ]);
    const me = await makeSignedInUser(db);
    const review = { rating: 5, body: 'Sweet and fresh, as ever.' };
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/reviews/',
        payload: review,
        headers: { ...me.auth, [pageLanguageHeader]: 'ha' },
      });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).json()).toEqual({
      code: 'conflict',
      detail: 'Your earlier review is still waiting to be checked. You can add another one once it has been published.',
      message_id: 'review.says.shop-review-waiting',
    });
  });

  it('says the phone code in the account’s language', async () => {
    const languages = ['en', 'yo', 'ha', 'ig', 'pcm'] as const;
    for (const language of languages) {
      // Codes are texted only to an account whose e-mail is confirmed (N3).
      const me = await makeSignedInUser(db, { emailVerified: true });
      await db.updateTable('users').set({ language }).where('id', '=', me.user.id).execute();
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/phone/code/',
        payload: { phone: `0803 444 ${String(1000 + languages.indexOf(language))}` },
        headers: me.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      const sms = await db
        .selectFrom('outbox')
        .select('text_body')
        .where('to_address', '=', `+234803444${1000 + languages.indexOf(language)}`)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const code = /\d{6}/.exec(sms.text_body)![0];
      expect(sms.text_body).toBe(translator(language)('sms.phone-code', { code }));
    }
  });
});
