import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser, makeUser } from '@oja/testing/factories/factories';
import { makeOrder } from '@oja/testing/factories/order-factories';
import { dayFigures, sendMorningSummary, summaryDayAt } from './index.ts';

const { app, db, config } = await createTestApp({
  SHOP_TIME_ZONE: 'Africa/Lagos',
  PUBLIC_URL: 'https://shop.example',
});

/** An instant written in UTC; Lagos is one hour ahead all year. */
const utc = (text: string) => Date.parse(`${text}Z`);

const settings = {
  db,
  timeZone: config.shop.timeZone,
  hour: config.alerts.morningSummaryHour,
  lowStockThreshold: config.admin.lowStockThreshold,
  publicUrl: config.publicUrl,
};

const mails = (subject: string) =>
  db
    .selectFrom('outbox')
    .select(['to_address', 'label', 'text_body', 'html_body'])
    .where('label', 'like', `%${subject}%`)
    .orderBy('id')
    .execute();

describe('when the summary is due', () => {
  it('is the Lagos day before, from MORNING_SUMMARY_HOUR (default 7) on', () => {
    expect(config.alerts.morningSummaryHour).toBe(7);
    // 06:59:59 in Lagos on 11 March: not yet; 07:00: 10 March's.
    expect(summaryDayAt(utc('2026-03-11T05:59:59'), 'Africa/Lagos', 7)).toBeNull();
    expect(summaryDayAt(utc('2026-03-11T06:00:00'), 'Africa/Lagos', 7)).toBe('2026-03-10');
    expect(summaryDayAt(utc('2026-03-11T22:59:59'), 'Africa/Lagos', 7)).toBe('2026-03-10');
    // 00:30 on 11 March in Lagos is still 10 March in UTC: the Lagos day before is the 10th.
    expect(summaryDayAt(utc('2026-03-10T23:30:00'), 'Africa/Lagos', 0)).toBe('2026-03-10');
    expect(summaryDayAt(utc('2026-03-10T23:30:00'), 'Africa/Lagos', 7)).toBeNull();
    // Across a month's end.
    expect(summaryDayAt(utc('2026-03-01T08:00:00'), 'Africa/Lagos', 7)).toBe('2026-02-28');
  });
});

describe('the morning summary on a seeded shop', () => {
  const staff = { en: '', yo: '', other: '' };
  let customerWithRow = '';

  beforeAll(async () => {
    // Staff choose through the API; a customer's preference row (written directly) sends nothing.
    const choose = async (alerts: string[], language?: 'yo') => {
      const s = await makeSignedInUser(db, { role: 'staff' });
      const put = await app.inject({ method: 'PUT', url: '/api/admin/alerts/', headers: s.auth, payload: { alerts } });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ alerts });
      if (language) await db.updateTable('users').set({ language }).where('id', '=', s.user.id).execute();
      return s.user.email;
    };
    staff.en = await choose(['order_paid', 'morning_summary']);
    staff.yo = await choose(['morning_summary'], 'yo');
    staff.other = await choose(['order_paid', 'low_stock']);
    const customer = await makeUser(db);
    await db.insertInto('staff_alert_preferences').values({ user_id: customer.id, kind: 'morning_summary' }).execute();
    customerWithRow = customer.email;

    // Accounts: every one above was made now (outside the day). Customers opened at 00:30 and 23:30
    // on 10 March in Lagos count; 23:30 on the 9th and 00:30 on the 11th do not, nor does staff.
    const opened = async (at: string, role: 'customer' | 'staff' = 'customer') => {
      const u = await makeUser(db, { role });
      await db
        .updateTable('users')
        .set({ created_at: utc(at) })
        .where('id', '=', u.id)
        .execute();
      return u;
    };
    const buyer = await opened('2026-03-01T10:00:00');
    await opened('2026-03-09T23:30:00');
    await opened('2026-03-10T22:30:00');
    await opened('2026-03-09T22:30:00');
    await opened('2026-03-10T23:30:00');
    await opened('2026-03-10T12:00:00', 'staff');

    // Stock: at or below the line are A (3, the default line 5) and B (10, its own line 12); C (4,
    // its own line 2) and D (6, the default line) are not.
    const category = await makeCategory(db);
    const a = await makeProduct(db, category.id, { quantity: 3 });
    await makeProduct(db, category.id, { quantity: 10, low_stock_threshold: 12 });
    await makeProduct(db, category.id, { quantity: 4, low_stock_threshold: 2 });
    await makeProduct(db, category.id, { quantity: 6 });

    const line = [{ productId: a.id, quantity: 1 }];
    // O1: placed 23:30 on 9 March in Lagos (not the day), paid 00:30 on 10 March (the day): ₦4,500.
    const o1 = await makeOrder(db, buyer.id, line, {
      currency: 'NGN',
      state: 'delivered',
      total_minor: 450_000,
      created_at: utc('2026-03-09T22:30:00'),
      paid_at: utc('2026-03-09T23:30:00'),
    });
    // O2: placed 23:30 on 10 March (the day), paid 00:30 on 11 March (not the day).
    await makeOrder(db, buyer.id, line, {
      currency: 'NGN',
      state: 'opened',
      total_minor: 999_900,
      created_at: utc('2026-03-10T22:30:00'),
      paid_at: utc('2026-03-10T23:30:00'),
    });
    // O3: placed and paid on the day in dollars: $25.00.
    await makeOrder(db, buyer.id, line, {
      currency: 'USD',
      state: 'processed',
      total_minor: 2500,
      created_at: utc('2026-03-10T10:00:00'),
      paid_at: utc('2026-03-10T11:00:00'),
    });
    // O4: placed and paid on the day (₦3,000), refunded since: still a sale of the day.
    const o4 = await makeOrder(db, buyer.id, line, {
      currency: 'NGN',
      state: 'refunded',
      total_minor: 300_000,
      created_at: utc('2026-03-10T12:00:00'),
      paid_at: utc('2026-03-10T13:00:00'),
    });
    // O5: placed on the day, waiting for a bank transfer now. O6: its transfer ran out (not waiting).
    await makeOrder(db, buyer.id, line, {
      currency: 'NGN',
      state: 'awaiting',
      payment_method: 'bank_transfer',
      transfer_reference: 'SUMMARY5',
      total_minor: 120_000,
      created_at: utc('2026-03-10T09:00:00'),
      expires_at: utc('2026-04-30T09:00:00'),
    });
    await makeOrder(db, buyer.id, line, {
      currency: 'NGN',
      state: 'awaiting',
      payment_method: 'bank_transfer',
      transfer_reference: 'SUMMARY6',
      total_minor: 120_000,
      created_at: utc('2026-03-08T09:00:00'),
      expires_at: utc('2026-03-10T09:00:00'),
    });
    // O7: placed on the day and cancelled: placed, never paid.
    await makeOrder(db, buyer.id, line, {
      currency: 'USD',
      state: 'cancelled',
      total_minor: 1000,
      created_at: utc('2026-03-10T20:00:00'),
    });

    // Refunds: ₦1,000 of O4 at 16:00 and ₦500 of O1 at 23:59 on the day count; one that failed on
    // the day and one at 00:00 on 11 March do not.
    let n = 0;
    const refund = (orderId: number, amount: number, at: string, status: 'succeeded' | 'failed' = 'succeeded') => ({
      order_id: orderId,
      payment_id: null,
      provider: 'test',
      provider_reference: `summary-refund-${++n}`,
      provider_transaction_id: null,
      amount_minor: amount,
      currency: 'NGN' as const,
      reason: 'Damaged in delivery',
      status,
      provider_refund_id: null,
      provider_status: null,
      error: null,
      next_attempt_at: utc(at),
      created_at: utc(at),
      updated_at: utc(at),
    });
    await db
      .insertInto('payment_refunds')
      .values([
        refund(o4.id, 100_000, '2026-03-10T15:00:00'),
        refund(o1.id, 50_000, '2026-03-10T22:59:00'),
        refund(o1.id, 70_000, '2026-03-10T16:00:00', 'failed'),
        refund(o4.id, 80_000, '2026-03-10T23:00:00'),
      ])
      .execute();
  });

  const seventhHour = utc('2026-03-11T06:00:00'); // 07:00 on 11 March in Lagos

  it('counts the Lagos day before as worked out by hand', async () => {
    expect(await dayFigures(settings, '2026-03-10', seventhHour)).toEqual({
      day: '2026-03-10',
      placed: 5, // O2, O3, O4, O5, O7
      paid: [
        { currency: 'NGN', orders: 2, amount: '₦7,500' }, // O1 + O4
        { currency: 'USD', orders: 1, amount: '$25.00' }, // O3
      ],
      refunds: [
        { currency: 'NGN', refunds: 2, amount: '₦1,500' },
        { currency: 'USD', refunds: 0, amount: '$0.00' },
      ],
      newCustomers: 2,
      transfersWaiting: 1, // O5
      lowStock: 2, // A and B
    });
  });

  it('is not sent before the hour, then once to the staff who chose it, however often it runs', async () => {
    expect(await sendMorningSummary(settings, seventhHour - 1)).toBeNull();
    expect(await mails('2026-03-10')).toEqual([]);
    expect(await db.selectFrom('staff_summaries').selectAll().execute()).toEqual([]);

    expect(await sendMorningSummary(settings, seventhHour)).toEqual({ day: '2026-03-10', sent: 2 });
    // Later that morning, and after a restart the same day: nothing more.
    expect(await sendMorningSummary(settings, seventhHour + 60_000)).toBeNull();
    expect(await sendMorningSummary(settings, utc('2026-03-11T21:00:00'))).toBeNull();

    const sent = await mails('2026-03-10');
    expect(sent.map((m) => m.to_address).sort()).toEqual([staff.en, staff.yo].sort());
    expect(sent.map((m) => m.to_address)).not.toContain(staff.other);
    expect(sent.map((m) => m.to_address)).not.toContain(customerWithRow);
    const row = await db.selectFrom('staff_summaries').selectAll().where('day', '=', '2026-03-10').executeTakeFirst();
    expect(row && { day: row.day, sent_at: Number(row.sent_at) }).toEqual({ day: '2026-03-10', sent_at: seventhHour });

    const en = sent.find((m) => m.to_address === staff.en)!;
    expect(en.label).toBe('Yesterday at the shop: 2026-03-10');
    for (const line of [
      'Orders placed: 5',
      'Orders paid in NGN: 2, total ₦7,500',
      'Orders paid in USD: 1, total $25.00',
      'Refunds in NGN: 2, total ₦1,500',
      'Refunds in USD: 0, total $0.00',
      'New customer accounts: 2',
      'Bank transfers waiting for confirmation now: 1',
      'Products at or below their low-stock line now: 2',
      'See the reports: https://shop.example/admin/reports',
    ]) {
      expect(en.text_body).toContain(line);
    }
    expect(en.html_body).toContain('href="https://shop.example/admin/reports"');
    const yo = sent.find((m) => m.to_address === staff.yo)!;
    expect(yo.label).toBe('Ìṣirò ilé ìtajà ti àná: 2026-03-10');
    expect(yo.text_body).toContain('Àṣẹ tí a gbà: 5');
    expect(yo.text_body).toContain('Àṣẹ tí a ti sanwó fún ní NGN: 2, àpapọ̀ ₦7,500');
  });

  it('sends each day’s once when runs race (several processes)', async () => {
    const at = utc('2026-03-13T07:30:00'); // 08:30 on 13 March in Lagos: 12 March's summary
    const results = await Promise.all(Array.from({ length: 5 }, () => sendMorningSummary(settings, at)));
    expect(results.filter((r) => r !== null)).toEqual([{ day: '2026-03-12', sent: 2 }]);
    expect(await mails('2026-03-12')).toHaveLength(2);
  });

  it('is offered as a choice only to staff', async () => {
    const customer = await makeSignedInUser(db);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/alerts/',
      headers: customer.auth,
      payload: { alerts: ['morning_summary'] },
    });
    expect(put.statusCode).toBe(403);
  });
});
