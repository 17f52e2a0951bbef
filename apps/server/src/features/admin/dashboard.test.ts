import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '@oja/shared/staff';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser, makeUser } from '@oja/testing/factories/factories';
import { makeOrder } from '@oja/testing/factories/order-factories';
import { periodStarts } from './time-zone.ts';

const { app, db } = await createTestApp({ LOW_STOCK_THRESHOLD: '3', SHOP_TIME_ZONE: 'Africa/Lagos' });

describe('periodStarts', () => {
  it('finds midnight and the first of the month in the shop’s time zone, not the server’s', () => {
    // 23:30 UTC on 31 March is already 00:30 on 1 April in Lagos (UTC+1).
    const now = Date.UTC(2026, 2, 31, 23, 30);
    expect(periodStarts(now, 'Africa/Lagos')).toEqual({
      today: Date.UTC(2026, 2, 31, 23, 0),
      month: Date.UTC(2026, 2, 31, 23, 0),
    });
    expect(periodStarts(now, 'UTC')).toEqual({ today: Date.UTC(2026, 2, 31), month: Date.UTC(2026, 2, 1) });
    // Across a daylight-saving change: London's month began at GMT, today at BST.
    expect(periodStarts(Date.UTC(2026, 2, 30, 12), 'Europe/London')).toEqual({
      today: Date.UTC(2026, 2, 29, 23),
      month: Date.UTC(2026, 2, 1),
    });
  });
});

describe('the dashboard', () => {
  let staff: { authorization: string };
  let firstOfMonth = false;
  beforeAll(async () => {
    staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
    const shelf = await makeCategory(db);
    await makeProduct(db, shelf.id, { title: 'Plenty', quantity: 40 });
    await makeProduct(db, shelf.id, { title: 'Nearly gone', quantity: 3 });
    await makeProduct(db, shelf.id, { title: 'Sold out', quantity: 0 });
    // Their own low-stock lines (issue 35): 12 of 15 is low, 2 of 1 is not.
    await makeProduct(db, shelf.id, { title: 'Own line', quantity: 12, low_stock_threshold: 15 });
    await makeProduct(db, shelf.id, { title: 'Own lower line', quantity: 2, low_stock_threshold: 1 });
    const buyer = await makeUser(db);
    const { today, month } = periodStarts(Date.now(), 'Africa/Lagos');
    firstOfMonth = month === today;
    const order = (overrides: Parameters<typeof makeOrder>[3]) => makeOrder(db, buyer.id, [], overrides);
    await order({ state: 'awaiting', order_reviewed: 0 });
    await order({ state: 'awaiting', order_reviewed: 0 });
    await order({ state: 'awaiting', order_reviewed: 1 }); // reviewed, waiting for the customer to pay
    await order({ state: 'opened', paid_at: today + 1000, total_minor: 2550, currency: 'USD' });
    await order({ state: 'processed', paid_at: today + 2000, total_minor: 1000, currency: 'USD' });
    await order({ state: 'delivered', paid_at: month + 1000, total_minor: 5000000, currency: 'NGN' });
    // Paid yesterday, still this month (on the 1st of a month it can only be today).
    await order({
      state: 'delivered',
      paid_at: firstOfMonth ? today + 3000 : today - 1,
      total_minor: 450,
      currency: 'USD',
    });
    await order({ state: 'refunded', paid_at: today + 1000, total_minor: 99999, currency: 'USD' });
    await order({ state: 'opened', paid_at: month - 1, total_minor: 77777, currency: 'NGN' }); // last month
    await order({ state: 'cancelled', total_minor: 12345 });
  });

  it('counts the orders that need staff, the low-stock products, and today’s and this month’s sales', async () => {
    const res = await app.inject({ url: '/api/admin/dashboard/', headers: staff });
    const body = dashboardSchema.parse(res.json());
    expect(body.awaiting_review).toBe(2);
    expect(body.awaiting_processing).toBe(2);
    expect(body.low_stock).toEqual({
      threshold: 3,
      count: 3,
      products: [
        expect.objectContaining({ title: 'Sold out', quantity: 0 }),
        expect.objectContaining({ title: 'Nearly gone' }),
        expect.objectContaining({ title: 'Own line', quantity: 12 }),
      ],
    });
    const usdToday = body.sales.today.find((s) => s.currency === 'USD')!;
    const usdMonth = body.sales.month.find((s) => s.currency === 'USD')!;
    expect(usdToday).toEqual(
      firstOfMonth
        ? { currency: 'USD', total_minor: 4000, orders: 3 }
        : { currency: 'USD', total_minor: 3550, orders: 2 },
    );
    expect(body.sales.today.find((s) => s.currency === 'NGN')).toEqual(
      firstOfMonth ? { currency: 'NGN', total_minor: 5000000, orders: 1 } : undefined,
    );
    expect(usdMonth).toEqual({ currency: 'USD', total_minor: 4000, orders: 3 });
    expect(body.sales.month.find((s) => s.currency === 'NGN')).toEqual({
      currency: 'NGN',
      total_minor: 5000000,
      orders: 1,
    });
    expect(body.sales.time_zone).toBe('Africa/Lagos');
  });
});
