import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { customerWithCart, makeStockedProduct } from '@oja/testing/factories/order-factories';
import { pageLanguageHeader, translateDetail, translateErrorBody } from './details.ts';

const { app, db } = await createTestApp();

describe('refusals in the page’s language (the web app’s requests)', () => {
  it('writes a known refusal with its values in the language, and leaves others as they are', () => {
    expect(translateDetail('yo', 'Only 2 of "Egusi (Melon Seeds)" left in stock.')).toBe(
      '"Egusi (Melon Seeds)" 2 péré ló kù.',
    );
    expect(translateDetail('ha', 'The voucher code SAVE10 is not valid.')).toBe(
      'Lambar rangwame SAVE10 ba ta da inganci.',
    );
    expect(translateDetail('en', 'The voucher code SAVE10 is not valid.')).toBe(
      'The voucher code SAVE10 is not valid.',
    );
    expect(translateDetail('ig', 'Some refusal nobody wrote a pattern for.')).toBe(
      'Some refusal nobody wrote a pattern for.',
    );
  });

  it('keeps the fields of a refusal of fields, their paths and its code', () => {
    const body = translateErrorBody('ha', {
      detail: 'phone: Give a Nigerian mobile number, such as 0803 123 4567',
      code: 'invalid',
      errors: [{ path: 'phone', message: 'Give a Nigerian mobile number, such as 0803 123 4567' }],
    });
    expect(body).toEqual({
      detail: 'phone: Ba da lambar wayar Najeriya, kamar 0803 123 4567',
      code: 'invalid',
      errors: [{ path: 'phone', message: 'Ba da lambar wayar Najeriya, kamar 0803 123 4567' }],
    });
  });

  it('answers the web app in the page’s language and every other client in English, Accept-Language or not', async () => {
    const product = await makeStockedProduct(db, { title: 'Ata Rodo', quantity: 1 });
    const customer = await customerWithCart(app, db, [[product.id, 1]]);
    const more = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/cart/items/${product.id}/increment`,
        headers: { ...customer.auth, ...headers },
      });
    const fromPage = await more({ [pageLanguageHeader]: 'yo' });
    expect(fromPage.statusCode).toBe(409);
    expect(fromPage.json()).toEqual({ detail: '"Ata Rodo" 1 péré ló kù.', code: 'out_of_stock' });
    const client = await more({ 'accept-language': 'yo' });
    expect(client.json()).toEqual({ detail: 'Only 1 of "Ata Rodo" left in stock.', code: 'out_of_stock' });
    // An unknown or English page language: English.
    expect((await more({ [pageLanguageHeader]: 'xx' })).json().detail).toBe('Only 1 of "Ata Rodo" left in stock.');
  });

  it('says why a voucher does not apply in the page’s language in a quote, English for other clients', async () => {
    const product = await makeStockedProduct(db, { quantity: 10 });
    const customer = await customerWithCart(app, db, [[product.id, 1]]);
    const quote = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/quote/',
        payload: { address: { country: 'NG', state: 'Lagos' }, voucher_code: 'NOSUCH' },
        headers: { ...customer.auth, ...headers },
      });
    const fromPage = await quote({ [pageLanguageHeader]: 'ha' });
    expect(fromPage.statusCode).toBe(200);
    expect(fromPage.json().voucher_problem).toEqual({
      code: 'NOSUCH',
      message: 'Lambar rangwame NOSUCH ba ta da inganci.',
    });
    expect((await quote({})).json().voucher_problem.message).toBe('The voucher code NOSUCH is not valid.');
  });
});
