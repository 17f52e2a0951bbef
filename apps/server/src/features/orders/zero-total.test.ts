import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { accraAddress, clientLine, makeStockedProduct, stockOf } from '@oja/testing/factories/order-factories';
import { makeVoucher } from '@oja/testing/factories/promotion-factories';
import { pageLanguageHeader } from '../../i18n/index.ts';

// Security review N15: an order that totals 0 cannot be paid (providers refuse 0) and only expired.
const { app, db } = await createTestApp();

describe('orders that would total 0', () => {
  it('are not placed: a 100 % voucher on an order whose fees staff set later is refused, nothing held', async () => {
    const me = await makeSignedInUser(db);
    const p = await makeStockedProduct(db, { quantity: 10 });
    // Abroad, the fees wait for staff's review: the order is placed at its goods' total, here 0.
    const v = await makeVoucher(db, { code: 'ALLFREE', kind: 'percent', percent: 100 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      payload: { address: accraAddress, items: [clientLine(p.id, 1)], voucher_code: v.code },
      headers: me.auth,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      detail:
        'This order would total nothing to pay, and payments of 0 cannot be taken. Remove the voucher or add an item, or contact us.',
      message_id: 'detail.order.nothing-to-pay',
    });
    // The web's request (issue 31): the same refusal, in the page's language.
    const yoruba = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      payload: { address: accraAddress, items: [clientLine(p.id, 1)], voucher_code: v.code },
      headers: { ...me.auth, [pageLanguageHeader]: 'yo' },
    });
    expect(yoruba.statusCode).toBe(409);
    expect(yoruba.json()).toEqual({
      code: 'conflict',
      detail:
        'Ọ́dà yìí kò ní ní owó kankan tí ẹ ó san, a kò sì lè gba ìsanwó 0. Ẹ yọ kóòdù ẹ̀dínwó kúrò tàbí kí ẹ fi ọjà kan kún un, tàbí kí ẹ kàn sí wa.',
      message_id: 'detail.order.nothing-to-pay',
    });
    expect(await stockOf(db, p.id)).toBe(10);
    const orders = await db.selectFrom('orders').select('id').where('user_id', '=', me.user.id).execute();
    expect(orders).toEqual([]);
  });
});
