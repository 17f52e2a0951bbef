import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import {
  clientLine,
  lagosAddress,
  makeStockedProduct,
  stockOf,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';
import { makeVoucher, usedCount } from '@oja/testing/factories/promotion-factories';

const { app, db } = await createTestApp(uncappedReservations);

type Answer = { status: number; body: { code?: string; detail?: string } };

async function customers(n: number) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({ ...(await makeSignedInUser(db)), ip: `198.51.100.${i + 1}` })),
  );
}

function placeAll(buyers: { auth: Record<string, string>; ip: string }[], payload: object): Promise<Answer[]> {
  return Promise.all(
    buyers.map(async (b) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/place-order/',
        payload,
        headers: b.auth,
        remoteAddress: b.ip,
      });
      return { status: res.statusCode, body: res.json() };
    }),
  );
}

async function ordersWithVoucher(voucherId: number) {
  const rows = await db.selectFrom('orders').select('user_id').where('voucher_id', '=', voucherId).execute();
  return rows;
}

function expectExactly(answers: Answer[], accepted: number) {
  expect(answers.filter((a) => a.status === 201)).toHaveLength(accepted);
  for (const r of answers.filter((a) => a.status !== 201)) {
    expect(r).toMatchObject({ status: 409, body: { code: 'voucher_not_applicable' } });
  }
}

describe('a voucher with a usage limit under concurrent orders', () => {
  it('accepts exactly the limit (25 customers at once for 4 uses) and never counts past it', async () => {
    const product = await makeStockedProduct(db, { quantity: 1_000 });
    const voucher = await makeVoucher(db, { code: 'RACE4', usage_limit: 4 });
    const buyers = await customers(25);
    const answers = await placeAll(buyers, {
      address: lagosAddress,
      items: [clientLine(product.id, 1)],
      voucher_code: 'RACE4',
    });
    expectExactly(answers, 4);
    expect(await usedCount(db, voucher.id)).toBe(4);
    expect(await ordersWithVoucher(voucher.id)).toHaveLength(4);
    // The refused orders left the stock alone.
    expect(await stockOf(db, product.id)).toBe(1_000 - 4);
  });

  it('keeps one customer to their own limit when they place many orders at once', async () => {
    const product = await makeStockedProduct(db, { quantity: 1_000 });
    const voucher = await makeVoucher(db, { code: 'MINE2', per_customer_limit: 2 });
    const me = await makeSignedInUser(db);
    const same = Array.from({ length: 8 }, () => ({ auth: me.auth, ip: '198.51.100.200' }));
    const answers = await placeAll(same, {
      address: lagosAddress,
      items: [clientLine(product.id, 1)],
      voucher_code: 'MINE2',
    });
    expectExactly(answers, 2);
    expect(await usedCount(db, voucher.id)).toBe(2);
    expect(await ordersWithVoucher(voucher.id)).toHaveLength(2);
  });
});
