import { describe, expect, it } from 'vitest';
import { formatMoney } from '@oja/shared/money';
import { createTestApp } from '@oja/testing/app/test-app';
import {
  accraAddress,
  customerWithCart,
  lagosAddress,
  makeStockedProduct,
  placeOrderRequest,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp({ ...uncappedReservations, PUBLIC_URL: 'https://shop.oja.test' });

const mailsTo = (to: string) =>
  db
    .selectFrom('outbox')
    .select(['label', 'text_body', 'created_at'])
    .where('channel', '=', 'email')
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();

async function placed(address: object) {
  const product = await makeStockedProduct(db, { quantity: 10 });
  const shopper = await customerWithCart(app, db, [[product.id, 1]]);
  const res = await placeOrderRequest(app, shopper.auth, { address });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { order, mails: await mailsTo(shopper.user.email) };
}

describe('an order just placed (issue 30, E14)', () => {
  it('is told by e-mail with its total and where to pay, when its fees are known at once', async () => {
    const { order, mails } = await placed(lagosAddress);
    expect(order.order_reviewed).toBe(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.label).toBe(`We have your Oja order ${order.order_ref}`);
    expect(mails[0]!.text_body).toContain(
      `Your order ${order.order_ref} has been placed. Its total is ${formatMoney(order.total_minor, 'NGN')}: choose how to pay in My Orders.`,
    );
    expect(mails[0]!.text_body).toContain('https://shop.oja.test/dashboard/my-orders');
  });

  it('waiting for staff to set its fees, says that the shopper will be told when they can pay', async () => {
    const { order, mails } = await placed(accraAddress);
    expect(order.order_reviewed).toBe(0);
    expect(mails.map((m) => m.label)).toEqual([`We have your Oja order ${order.order_ref}`]);
    expect(mails[0]!.text_body).toContain(
      'Our staff will set its delivery fees, and we will tell you when you can pay.',
    );
    expect(mails[0]!.text_body).not.toContain('Its total is');
  });
});
