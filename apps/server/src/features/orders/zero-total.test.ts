import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { accraAddress, clientLine, makeStockedProduct, stockOf } from '@oja/testing/factories/order-factories';
import { makeVoucher } from '@oja/testing/factories/promotion-factories';

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
    expect(res.json()).toMatchObject({ code: 'conflict', detail: expect.stringContaining('nothing to pay') });
    expect(await stockOf(db, p.id)).toBe(10);
    const orders = await db.selectFrom('orders').select('id').where('user_id', '=', me.user.id).execute();
    expect(orders).toEqual([]);
  });
});
