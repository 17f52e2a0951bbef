import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { clientLine, lagosAddress, makeStockedProduct, stockOf } from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp();

type Answer = { status: number; body: { code?: string; detail?: string } };

/** Customers, each on an address of its own (as real shoppers are; one address has caps of its own). */
async function customers(n: number) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({ ...(await makeSignedInUser(db)), ip: `198.51.100.${i + 1}` })),
  );
}

const body = (productId: number, quantity: number) => ({
  address: lagosAddress,
  items: [clientLine(productId, quantity)],
});

async function placedOrders(productId: number) {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.quantity'])
    .where('order_items.product_id', '=', productId)
    .where('orders.state', '=', 'awaiting')
    .execute();
  return rows.reduce((sum, r) => sum + r.quantity, 0);
}

function expectExactlyStock(answers: Answer[], accepted: number) {
  expect(answers.filter((a) => a.status === 201)).toHaveLength(accepted);
  const refused = answers.filter((a) => a.status !== 201);
  expect(refused).toHaveLength(answers.length - accepted);
  for (const r of refused) expect(r).toMatchObject({ status: 409, body: { code: 'out_of_stock' } });
}

describe('many customers ordering the last items at once', () => {
  it('accepts exactly the stock (30 orders for 5 items) and never goes below zero', async () => {
    const product = await makeStockedProduct(db, { title: 'Last jars of honey', quantity: 5 });
    const buyers = await customers(30);
    const answers = await Promise.all(
      buyers.map(async (b) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/place-order/',
          payload: body(product.id, 1),
          headers: b.auth,
          remoteAddress: b.ip,
        });
        return { status: res.statusCode, body: res.json() };
      }),
    );
    expectExactlyStock(answers, 5);
    expect(await stockOf(db, product.id)).toBe(0);
    expect(await placedOrders(product.id)).toBe(5);
  });

  it('holds with orders of several units and several products locked in the same order', async () => {
    const a = await makeStockedProduct(db, { quantity: 7 });
    const b = await makeStockedProduct(db, { quantity: 100 });
    const buyers = await customers(12);
    const answers = await Promise.all(
      buyers.map(async (buyer, i) => {
        // Half list the products the other way round: the server still locks them by id.
        const items = i % 2 ? [clientLine(b.id, 1), clientLine(a.id, 2)] : [clientLine(a.id, 2), clientLine(b.id, 1)];
        const res = await app.inject({
          method: 'POST',
          url: '/api/place-order/',
          payload: { address: lagosAddress, items },
          headers: buyer.auth,
          remoteAddress: buyer.ip,
        });
        return { status: res.statusCode, body: res.json() };
      }),
    );
    expectExactlyStock(answers, 3);
    expect(await stockOf(db, a.id)).toBe(1);
    expect(await stockOf(db, b.id)).toBe(97);
  });
});

// The same race split across two server processes on PostgreSQL: src/multi-process.test.ts.
