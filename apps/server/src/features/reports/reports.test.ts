import { beforeAll, describe, expect, it } from 'vitest';
import { pickListSchema, reportSchema } from '@oja/shared/reports';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser, makeUser } from '@oja/testing/factories/factories';
import { accraAddress, makeOrder, type OrderLine, type OrderOptions } from '@oja/testing/factories/order-factories';
import { parse } from 'csv-parse/sync';
import { bucketOf, bucketOfHour, resolvePeriod } from './report-period.ts';
import { zonedDay } from '@oja/shared/zoned-time';

const { app, db } = await createTestApp({ SHOP_TIME_ZONE: 'Africa/Lagos' });

/** An instant written in UTC; Lagos is one hour ahead all year. */
const utc = (text: string) => Date.parse(`${text}Z`);

describe('report periods', () => {
  it('resolves a range to the shop’s midnights, the previous period and its buckets', () => {
    const p = resolvePeriod({ from: '2026-03-01', to: '2026-03-07' }, 'Africa/Lagos', utc('2026-03-10T12:00:00'));
    expect(p.start).toBe(utc('2026-02-28T23:00:00'));
    expect(p.end).toBe(utc('2026-03-07T23:00:00'));
    expect(p.previousStart).toBe(utc('2026-02-21T23:00:00'));
    expect(p.period).toMatchObject({ previous_from: '2026-02-22', previous_to: '2026-02-28', days: 7, grain: 'day' });
    expect(p.buckets).toHaveLength(7);
    // Weeks begin on Monday: 1 March 2026 is a Sunday.
    const weeks = resolvePeriod({ from: '2026-03-01', to: '2026-03-16', grain: 'week' }, 'Africa/Lagos', 0);
    expect(weeks.buckets).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16']);
    // By default the 30 days up to the shop's today: 23:30 UTC on 31 March is 1 April in Lagos.
    const recent = resolvePeriod({}, 'Africa/Lagos', utc('2026-03-31T23:30:00'));
    expect(recent.period).toMatchObject({ from: '2026-03-03', to: '2026-04-01', grain: 'day' });
  });

  it('puts every hour of a range in the bucket of its local day, across summer time changes', () => {
    // The hours' buckets are worked out once per period from the days' midnights (bench/reports.ts);
    // they must be what the hour's own local date says, also where a day has 23 or 25 hours.
    for (const zone of ['Africa/Lagos', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe']) {
      for (const grain of ['day', 'week', 'month'] as const) {
        const p = resolvePeriod({ from: '2025-12-15', to: '2026-11-10', grain }, zone, 0);
        const hours = (p.end - p.start) / 3_600_000;
        const wrong: number[] = [];
        for (let h = 0; h < hours; h++) {
          if (bucketOfHour(p, h) !== bucketOf(zonedDay(p.start + h * 3_600_000, zone), grain)) wrong.push(h);
        }
        expect(wrong, `${zone} by ${grain}`).toEqual([]);
      }
    }
    // Europe/London's spring-forward day (29 March 2026) has 23 hours: hour 23 of it is 30 March.
    const spring = resolvePeriod({ from: '2026-03-29', to: '2026-03-30' }, 'Europe/London', 0);
    expect([bucketOfHour(spring, 22), bucketOfHour(spring, 23)]).toEqual(['2026-03-29', '2026-03-30']);
  });
});

describe('the owner’s reports on a seeded shop', () => {
  let staff: { authorization: string };
  let customer: { authorization: string };
  const ids = { p1: 0, p2: 0, p3: 0, x: 0, y: 0 };
  const range = 'from=2026-03-01&to=2026-03-07';

  beforeAll(async () => {
    staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
    customer = (await makeSignedInUser(db)).auth;
    const x = await makeCategory(db, { title: 'Kitchen' });
    const y = await makeCategory(db, { title: 'Fabrics' });
    const p1 = await makeProduct(db, x.id, { title: 'Pot' });
    const p2 = await makeProduct(db, y.id, { title: 'Ankara' });
    const p3 = await makeProduct(db, x.id, { title: 'Spoon' });
    Object.assign(ids, { p1: p1.id, p2: p2.id, p3: p3.id, x: x.id, y: y.id });
    const buyer = await makeUser(db);
    // Orders go to Accra unless they say Nigeria and its state (the regions report counts Nigeria's).
    const order = (lines: OrderLine[], options: OrderOptions) =>
      makeOrder(db, buyer.id, lines, { address: accraAddress, ...options });
    const ng = (state: string) => ({ address_country: 'NG', address_state: state });
    // A: placed 23:00 on 28 Feb in Lagos (previous period), paid 00:30 on 1 March (this period).
    const a = await order(
      [
        { productId: p1.id, quantity: 2, unitMinor: 200_000 },
        { productId: p2.id, quantity: 1, unitMinor: 50_000 },
      ],
      {
        currency: 'NGN',
        state: 'delivered',
        total_minor: 450000,
        created_at: utc('2026-02-28T22:00:00'),
        paid_at: utc('2026-02-28T23:30:00'),
        delivery_to: '2026-03-02',
        ...ng('Lagos'),
      },
    );
    // B: paid 23:30 on 28 Feb in Lagos: the previous period, by bank transfer, to the FCT.
    const b = await order([{ productId: p1.id, quantity: 1, unitMinor: 200_000 }], {
      currency: 'NGN',
      state: 'opened',
      total_minor: 200000,
      payment_method: 'bank_transfer',
      created_at: utc('2026-02-28T20:00:00'),
      paid_at: utc('2026-02-28T22:30:00'),
      ...ng('FCT'),
    });
    // C: paid 23:59 on 7 March in Lagos (the last minute of the range), on delivery, a promotion.
    const c = await order([{ productId: p3.id, quantity: 2, unitMinor: 1500 }], {
      currency: 'USD',
      state: 'processed',
      total_minor: 2500,
      promotion_discount_minor: 500,
      payment_method: 'on_delivery',
      created_at: utc('2026-03-07T20:00:00'),
      paid_at: utc('2026-03-07T22:59:00'),
    });
    await db
      .updateTable('order_items')
      .set({ discount_minor: 500, promotion: 'Two for less' })
      .where('order_id', '=', c.id)
      .execute();
    // D: placed 23:30 on 7 March in Lagos, paid at midnight: after the range.
    await order([{ productId: p1.id, quantity: 1, unitMinor: 9999 }], {
      state: 'opened',
      total_minor: 9999,
      created_at: utc('2026-03-07T22:30:00'),
      paid_at: utc('2026-03-07T23:00:00'),
    });
    // E: paid on 3 March with a voucher, refunded in full on 4 March.
    const e = await order([{ productId: p2.id, quantity: 3, unitMinor: 100_000 }], {
      currency: 'NGN',
      state: 'refunded',
      total_minor: 300000,
      voucher_code: 'LAGOS10',
      voucher_discount_minor: 30000,
      delivery_method: 'pickup',
      delivery_to: '2026-03-05',
      created_at: utc('2026-03-03T11:00:00'),
      paid_at: utc('2026-03-03T12:00:00'),
      ...ng('lagos state'),
    });
    const payment = await db
      .insertInto('payments')
      .values({
        order_id: e.id,
        provider: 'test',
        reference: `ref-${e.id}`,
        status: 'success',
        amount_minor: 300000,
        currency: 'NGN',
        verified_at: e.paid_at,
        raw_response: null,
        created_at: e.paid_at!,
        updated_at: e.paid_at!,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('payment_refunds')
      .values({
        order_id: e.id,
        payment_id: payment.id,
        provider: 'test',
        provider_reference: `ref-${e.id}`,
        provider_transaction_id: null,
        amount_minor: 300000,
        currency: 'NGN',
        reason: '=HYPERLINK("http://evil.example","Refund")',
        status: 'succeeded',
        provider_refund_id: 'r1',
        provider_status: 'processed',
        error: null,
        next_attempt_at: utc('2026-03-04T10:00:00'),
        created_at: utc('2026-03-04T10:00:00'),
        updated_at: utc('2026-03-04T10:00:00'),
      })
      .execute();
    // F waits for payment; G was cancelled.
    await order([], { state: 'awaiting', total_minor: 100, created_at: utc('2026-03-02T10:00:00') });
    await order([], { state: 'cancelled', total_minor: 100, created_at: utc('2026-03-05T10:00:00') });
    // Deliveries: A at 00:30 on 3 March in Lagos (still 2 March in UTC): a day late. E on time.
    // B (previous period) had no estimate.
    const delivered = (orderId: number, at: string) => ({
      order_id: orderId,
      from_state: 'processed' as const,
      to_state: 'delivered' as const,
      actor_kind: 'staff' as const,
      actor_user_id: null,
      note: null,
      created_at: utc(at),
    });
    await db
      .insertInto('order_events')
      .values([
        delivered(a.id, '2026-03-02T23:30:00'),
        delivered(e.id, '2026-03-04T08:00:00'),
        delivered(b.id, '2026-02-25T08:00:00'),
      ])
      .execute();
    // Carts: three opened in the range (the first at 00:10 on 1 March in Lagos), one before it.
    const cart = (at: string) => ({
      user_id: null,
      guest_token_hash: `g-${at}`,
      created_at: utc(at),
      updated_at: utc(at),
    });
    await db
      .insertInto('carts')
      .values([
        cart('2026-02-28T23:10:00'),
        cart('2026-03-04T09:00:00'),
        cart('2026-03-06T09:00:00'),
        cart('2026-02-28T22:50:00'),
      ])
      .execute();
  });

  const report = async (name: string, query = range) => {
    const res = await app.inject({ url: `/api/admin/reports/${name}?${query}`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    return reportSchema.parse(res.json());
  };

  it('sales per day and currency: paid orders, refunds apart, the previous period beside', async () => {
    const r = await report('sales');
    if (r.report !== 'sales') throw new Error(r.report);
    const ngn = r.currencies.find((c) => c.currency === 'NGN')!;
    expect(ngn.current).toEqual({ total_minor: 750000, orders: 2, refunded_minor: 300000 });
    expect(ngn.previous).toEqual({ total_minor: 200000, orders: 1, refunded_minor: 0 });
    expect(ngn.points.map((p) => [p.start, p.total_minor, p.refunded_minor])).toEqual([
      ['2026-03-01', 450000, 0],
      ['2026-03-02', 0, 0],
      ['2026-03-03', 300000, 0],
      ['2026-03-04', 0, 300000],
      ['2026-03-05', 0, 0],
      ['2026-03-06', 0, 0],
      ['2026-03-07', 0, 0],
    ]);
    const usd = r.currencies.find((c) => c.currency === 'USD')!;
    expect(usd.current).toEqual({ total_minor: 2500, orders: 1, refunded_minor: 0 });
    expect(usd.points.at(-1)).toEqual({ start: '2026-03-07', total_minor: 2500, orders: 1, refunded_minor: 0 });
    // By week (from Monday): 1 March is a Sunday, so the range touches two weeks.
    const weekly = await report('sales', `${range}&grain=week`);
    if (weekly.report !== 'sales') throw new Error(weekly.report);
    expect(weekly.currencies.find((c) => c.currency === 'NGN')!.points.map((p) => [p.start, p.total_minor])).toEqual([
      ['2026-02-23', 450000],
      ['2026-03-02', 300000],
    ]);
  });

  it('orders by the state they are in, by the day they were placed', async () => {
    const r = await report('order-states');
    if (r.report !== 'order-states') throw new Error(r.report);
    expect(r.current).toEqual({
      awaiting: 1,
      on_delivery: 0,
      opened: 1,
      processed: 1,
      delivered: 0,
      refunded: 1,
      cancelled: 1,
      expired: 0,
    });
    expect(r.previous).toMatchObject({ delivered: 1, opened: 1, awaiting: 0 });
    expect(r.points.find((p) => p.start === '2026-03-07')!.counts).toMatchObject({ processed: 1, opened: 1 });
  });

  it('top products and categories by revenue and by units', async () => {
    const byRevenue = await report('top-products');
    if (byRevenue.report !== 'top-products') throw new Error(byRevenue.report);
    expect(
      byRevenue.rows.map((r) => [r.title, r.currency, r.revenue_minor, r.units, r.previous_revenue_minor]),
    ).toEqual([
      ['Spoon', 'USD', 2500, 2, 0],
      ['Pot', 'NGN', 400000, 2, 200000],
      ['Ankara', 'NGN', 350000, 4, 0],
    ]);
    const byUnits = await report('top-products', `${range}&by=units`);
    if (byUnits.report !== 'top-products') throw new Error(byUnits.report);
    expect(byUnits.rows.filter((r) => r.currency === 'NGN').map((r) => r.id)).toEqual([ids.p2, ids.p1]);
    const categories = await report('top-categories');
    if (categories.report !== 'top-categories') throw new Error(categories.report);
    expect(categories.rows.map((r) => [r.title, r.currency, r.revenue_minor, r.units, r.previous_units])).toEqual([
      ['Kitchen', 'USD', 2500, 2, 0],
      ['Kitchen', 'NGN', 400000, 2, 1],
      ['Fabrics', 'NGN', 350000, 4, 0],
    ]);
  });

  it('payment methods’ shares, and what vouchers and promotions cost', async () => {
    const methods = await report('payment-methods');
    if (methods.report !== 'payment-methods') throw new Error(methods.report);
    expect(methods.rows).toEqual([
      {
        method: 'on_delivery',
        currency: 'USD',
        current: { orders: 1, total_minor: 2500 },
        previous: { orders: 0, total_minor: 0 },
      },
      {
        method: 'provider',
        currency: 'NGN',
        current: { orders: 2, total_minor: 750000 },
        previous: { orders: 0, total_minor: 0 },
      },
      {
        method: 'bank_transfer',
        currency: 'NGN',
        current: { orders: 0, total_minor: 0 },
        previous: { orders: 1, total_minor: 200000 },
      },
    ]);
    const discounts = await report('discounts');
    if (discounts.report !== 'discounts') throw new Error(discounts.report);
    expect(discounts.currencies).toEqual([
      {
        currency: 'USD',
        current: { voucher_minor: 0, promotion_minor: 500, orders: 1 },
        previous: { voucher_minor: 0, promotion_minor: 0, orders: 0 },
      },
      {
        currency: 'NGN',
        current: { voucher_minor: 30000, promotion_minor: 0, orders: 1 },
        previous: { voucher_minor: 0, promotion_minor: 0, orders: 0 },
      },
    ]);
    expect(discounts.vouchers).toEqual([{ code: 'LAGOS10', currency: 'NGN', orders: 1, cost_minor: 30000 }]);
    expect(discounts.promotions).toEqual([{ name: 'Two for less', currency: 'USD', units: 2, cost_minor: 500 }]);
  });

  it('the funnel from carts to placed to paid orders', async () => {
    const r = await report('funnel');
    if (r.report !== 'funnel') throw new Error(r.report);
    expect(r.current).toEqual({ carts: 3, placed: 5, paid: 3 });
    expect(r.previous).toEqual({ carts: 1, placed: 2, paid: 2 });
  });

  it('delivery against the estimate, in the shop’s calendar', async () => {
    const r = await report('delivery');
    if (r.report !== 'delivery') throw new Error(r.report);
    expect(r.rows).toEqual([
      {
        method: 'home',
        current: { delivered: 1, on_time: 0, late: 1, no_estimate: 0, late_days: 1 },
        previous: { delivered: 1, on_time: 0, late: 0, no_estimate: 1, late_days: 0 },
      },
      {
        method: 'pickup',
        current: { delivered: 1, on_time: 1, late: 0, no_estimate: 0, late_days: 0 },
        previous: { delivered: 0, on_time: 0, late: 0, no_estimate: 0, late_days: 0 },
      },
    ]);
  });

  it('sales by Nigerian state, however the state was written', async () => {
    const r = await report('regions');
    if (r.report !== 'regions') throw new Error(r.report);
    expect(r.rows).toEqual([
      {
        state: 'Lagos',
        currency: 'NGN',
        current: { orders: 2, total_minor: 750000 },
        previous: { orders: 0, total_minor: 0 },
      },
      {
        state: 'Federal Capital Territory',
        currency: 'NGN',
        current: { orders: 0, total_minor: 0 },
        previous: { orders: 1, total_minor: 200000 },
      },
    ]);
  });

  it('refuses a range that ends before it begins, an impossible date, and anyone but staff', async () => {
    const backwards = await app.inject({
      url: '/api/admin/reports/sales?from=2026-03-07&to=2026-03-01',
      headers: staff,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'invalid', detail: expect.stringContaining('from') });
    const impossible = await app.inject({ url: '/api/admin/reports/sales?from=2026-02-30', headers: staff });
    expect(impossible.statusCode).toBe(400);
    const unknown = await app.inject({ url: '/api/admin/reports/profits', headers: staff });
    expect(unknown.statusCode).toBe(404);
    const shopper = await app.inject({ url: `/api/admin/reports/sales?${range}`, headers: customer });
    expect(shopper.statusCode).toBe(403);
  });

  it('exports orders, payments and refunds of a range as CSV: minor units and formatted, formula-safe', async () => {
    const get = (file: string, query = range) =>
      app.inject({ url: `/api/admin/exports/${file}?${query}`, headers: staff });
    const orders = await get('orders.csv');
    expect(orders.statusCode).toBe(200);
    expect(orders.headers['content-type']).toContain('text/csv');
    expect(orders.headers['content-disposition']).toBe(
      'attachment; filename="oja-orders-2026-03-01-to-2026-03-07.csv"',
    );
    const rows = parse(orders.body, { columns: true }) as Record<string, string>[];
    // Placed in the range: C, D (23:30 on 7 March in Lagos), E, F, G; not A (23:00 on 28 February).
    expect(rows).toHaveLength(5);
    const e = rows.find((r) => r.voucher_code === 'LAGOS10')!;
    expect(e).toMatchObject({
      currency: 'NGN',
      total_minor: '300000',
      total: '₦3,000',
      state: 'refunded',
      'paid_at (Africa/Lagos)': '2026-03-03 13:00:00',
      address_state: 'lagos state',
    });
    const refunds = parse((await get('refunds.csv')).body, { columns: true }) as Record<string, string>[];
    expect(refunds).toEqual([
      expect.objectContaining({
        amount_minor: '300000',
        amount: '₦3,000',
        status: 'succeeded',
        // A spreadsheet would run this; written as text instead.
        reason: `'=HYPERLINK("http://evil.example","Refund")`,
      }),
    ]);
    const payments = parse((await get('payments.csv')).body, { columns: true }) as Record<string, string>[];
    expect(payments.map((p) => [p.status, p.amount_minor, p.currency])).toEqual([['success', '300000', 'NGN']]);
    expect((await get('profits.csv')).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/admin/exports/orders.csv?${range}`, headers: customer })).statusCode).toBe(
      403,
    );
  });

  it('lists the paid orders waiting for dispatch, and the units to pick for them', async () => {
    const res = await app.inject({ url: '/api/admin/pick-list/', headers: staff });
    expect(res.statusCode).toBe(200);
    const list = pickListSchema.parse(res.json());
    // B and D are paid and not yet processed; B was paid first.
    expect(list.orders.map((o) => [o.items.map((i) => i.quantity), o.paid_at])).toEqual([
      [[1], utc('2026-02-28T22:30:00')],
      [[1], utc('2026-03-07T23:00:00')],
    ]);
    expect(list.totals).toEqual([{ product_id: ids.p1, title: 'Pot', variant_label: null, quantity: 2, orders: 2 }]);
  });

  it('streams an export page by page: every order once, in order, past a page boundary', async () => {
    const buyer = await makeUser(db);
    const at = utc('2025-06-10T12:00:00');
    // 1,203 orders, most at the same instant: the pages are cut by (time, id), so none is lost or repeated.
    for (let batch = 0; batch < 3; batch++) {
      await Promise.all(
        Array.from({ length: 401 }, (_, i) =>
          makeOrder(db, buyer.id, [], {
            total_minor: 1,
            created_at: at + (i % 3 === 0 ? i : 0),
            order_ref: `BULK-${batch}-${i}`,
          }),
        ),
      );
    }
    const res = await app.inject({
      url: '/api/admin/exports/orders.csv?from=2025-06-10&to=2025-06-10',
      headers: staff,
    });
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((r) => r.order_ref)).size).toBe(1203);
    const times = rows.map((r) => r['placed_at (Africa/Lagos)']!);
    expect([...times].sort()).toEqual(times);
  });
});
