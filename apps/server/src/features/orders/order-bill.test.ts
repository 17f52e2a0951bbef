import { describe, expect, it } from 'vitest';
import { staffOrderDetailSchema } from '@oja/shared/staff-orders';
import { billOfOrder, billOfStaffOrder } from '@oja/shared/order-bill';
import { orderDetailSchema } from '@oja/shared/orders';
import { createTestApp } from '@oja/testing/app/test-app';
import { formatMoney } from '@oja/shared/money';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { markPaid } from '@oja/testing/factories/admin-factories';
import { clientLine, lagosAddress, makeStockedProduct } from '@oja/testing/factories/order-factories';
import { makePromotion, makeVoucher } from '@oja/testing/factories/promotion-factories';

const { app, db } = await createTestApp();

/**
 * Issue 30 (E1, E2): the variant bought and the discounts reach the staff order API, and the one
 * bill (packages/shared/src/order-bill.ts) of the customer's and the staff's answer is the same
 * and adds up to the stored total to the kobo.
 */
describe('one bill for an order, as customer and staff see it', () => {
  it('a 1 kg order with a promotion and a voucher: variant and discount lines everywhere, adding up', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [
      { label: '200 g', quantity: 20, ngn: 225_000, usd: 584 },
      { label: '1 kg', quantity: 20, ngn: 945_000, usd: 2249 },
    ]);
    await makePromotion(db, { kind: 'category_percent', category_id: product.category_id, percent: 10, name: 'Spice' });
    const voucher = await makeVoucher(db, { percent: 10 });
    const staff = await makeSignedInUser(db, { role: 'staff' });
    const customer = await makeSignedInUser(db);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      payload: {
        address: lagosAddress,
        items: [{ ...clientLine(product.id, 2), variant_id: variants[1]!.id }],
        voucher_code: voucher.code,
      },
      headers: customer.auth,
    });
    expect(placed.statusCode).toBe(201);
    const mine = orderDetailSchema.parse(placed.json());

    const res = await app.inject({ method: 'GET', url: `/api/admin/orders/${mine.id}`, headers: staff.auth });
    expect(res.statusCode).toBe(200);
    const theirs = staffOrderDetailSchema.parse(res.json());
    expect(theirs.items).toMatchObject([
      { product_id: product.id, variant_id: variants[1]!.id, variant_label: '1 kg', discount_minor: 189_000 },
    ]);
    // ₦18,900 of goods, 10 % promotion ₦1,890, 10 % voucher on ₦17,010.
    expect(theirs).toMatchObject({ subtotal_minor: 1_890_000, promotion_discount_minor: 189_000 });
    expect(theirs.voucher_code).toBe(voucher.code);
    expect(theirs.voucher_discount_minor).toBeGreaterThan(0);

    const staffBill = billOfStaffOrder(theirs);
    const customerBill = billOfOrder(mine);
    expect(staffBill.lines[0]!.name).toBe(`${product.title} (1 kg)`);
    expect(staffBill.rows.map((r) => r.kind)).toEqual([
      'subtotal',
      'promotions',
      'voucher',
      'shipping_cost',
      'freight_fee',
      'handling_fee',
      'packaging_fee',
      'insurance_fee',
    ]);
    expect(staffBill.total_minor).toBe(theirs.total_minor);
    expect(customerBill.rows).toEqual(staffBill.rows);
    expect(customerBill.lines.map((l) => l.name)).toEqual(staffBill.lines.map((l) => l.name));
    expect(Math.round(mine.order_total * 100)).toBe(customerBill.total_minor);

    // The payment e-mail lists the same bill: the 1 kg pack, the promotion and voucher, the total.
    await markPaid(db, mine.id);
    const mail = await db
      .selectFrom('outbox')
      .select(['label', 'text_body', 'html_body'])
      .where('to_address', '=', customer.user.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.label).toContain('Payment received');
    const money = (minor: number) => formatMoney(minor, 'NGN');
    for (const body of [mail.text_body, mail.html_body]) {
      expect(body).toContain(`${product.title} (1 kg) × 2: ₦18,900`);
      expect(body).toContain(`Promotions: -₦1,890`);
      expect(body).toContain(`Voucher ${voucher.code}: -${money(theirs.voucher_discount_minor)}`);
      expect(body).toContain(`Total: ${money(theirs.total_minor)}`);
    }
  });
});
