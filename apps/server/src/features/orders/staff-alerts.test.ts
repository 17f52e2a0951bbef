import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser, makeUser } from '@oja/testing/factories/factories';
import {
  clientLine,
  lagosAddress,
  makeOrder,
  makeStockedProduct,
  placeOrderRequest,
} from '@oja/testing/factories/order-factories';
import { setPreferences, type AlertKind } from '../alerts/index.ts';
import { transition } from './order-lifecycle.ts';

// Issue 35: the alerts an order's steps raise, queued with the step for the staff who asked.
const { app, db } = await createTestApp({ PUBLIC_URL: 'https://shop.oja.test', LOW_STOCK_THRESHOLD: '5' });

/** A staff member who asked for `kinds`, another who asked for everything else, and a customer who has a row. */
async function audience(kinds: AlertKind[]) {
  const wants = await makeUser(db, { role: 'staff' });
  const others = await makeUser(db, { role: 'staff' });
  const customer = await makeUser(db);
  await setPreferences(db, wants.id, kinds);
  const rest: AlertKind[] = ['order_paid', 'transfer_waiting', 'refund_failed', 'low_stock'];
  await setPreferences(
    db,
    others.id,
    rest.filter((k) => !kinds.includes(k)),
  );
  await setPreferences(db, customer.id, kinds);
  return { wants, others, customer };
}

const mailsTo = (email: string) =>
  db.selectFrom('outbox').select(['label', 'text_body', 'html_body']).where('to_address', '=', email).execute();

describe('order alerts to staff', () => {
  it('tells the staff who asked when an order becomes paid, in the step’s transaction', async () => {
    const { wants, others, customer } = await audience(['order_paid']);
    const buyer = await makeUser(db);
    const product = await makeStockedProduct(db, { quantity: 50, price_usd_cents: 1_250 });
    const order = await makeOrder(db, buyer.id, [{ productId: product.id }], { state: 'awaiting' });
    const now = Date.now();
    const moved = await db.transaction().execute((trx) =>
      transition(trx, {
        step: 'pay',
        orderId: order.id,
        actor: { kind: 'provider', userId: null },
        note: 'paid',
        changes: { paid_at: now, payment_method: 'provider' },
        publicUrl: 'https://shop.oja.test',
        facts: { amountMinor: 1_250, currency: 'USD', providerName: 'Test', testMode: true },
      }),
    );
    expect(moved).toBe(true);
    const mails = await mailsTo(wants.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.label).toBe(`Order ${order.order_ref} is paid`);
    expect(mails[0]!.text_body).toContain('$12.50');
    expect(mails[0]!.text_body).toContain('https://shop.oja.test/admin/orders');
    expect(await mailsTo(others.email)).toEqual([]);
    expect(await mailsTo(customer.email)).toEqual([]);
  });

  it('says nothing when the step is rolled back with its transaction', async () => {
    const { wants } = await audience(['order_paid']);
    const buyer = await makeUser(db);
    const product = await makeStockedProduct(db, { quantity: 50 });
    const order = await makeOrder(db, buyer.id, [{ productId: product.id }], { state: 'awaiting' });
    await expect(
      db.transaction().execute(async (trx) => {
        await transition(trx, {
          step: 'pay',
          orderId: order.id,
          actor: { kind: 'provider', userId: null },
          note: 'paid',
          changes: { paid_at: Date.now(), payment_method: 'provider' },
          publicUrl: 'https://shop.oja.test',
          facts: { amountMinor: 1, currency: 'USD', providerName: 'Test', testMode: true },
        });
        throw new Error('the payment could not be recorded');
      }),
    ).rejects.toThrow('could not be recorded');
    expect(await mailsTo(wants.email)).toEqual([]);
  });

  it('tells the staff who asked when a customer chooses bank transfer (to confirm), in their language', async () => {
    const { wants, others } = await audience(['transfer_waiting']);
    await db.updateTable('users').set({ language: 'pcm' }).where('id', '=', wants.id).execute();
    const buyer = await makeUser(db);
    const product = await makeStockedProduct(db, { quantity: 50 });
    const order = await makeOrder(db, buyer.id, [{ productId: product.id }], { state: 'awaiting' });
    await db.transaction().execute((trx) =>
      transition(trx, {
        step: 'choose_transfer',
        orderId: order.id,
        actor: { kind: 'customer', userId: buyer.id },
        note: 'transfer',
        changes: { payment_method: 'bank_transfer', transfer_reference: 'OJA-TRF-123' },
        publicUrl: 'https://shop.oja.test',
        facts: {
          bank: { bankName: 'Test Bank', accountName: 'Oja Test', accountNumber: '0123456789' },
          timeZone: 'Africa/Lagos',
        },
      }),
    );
    const mails = await mailsTo(wants.email);
    expect(mails.map((m) => m.label)).toEqual([`Order ${order.order_ref}: bank transfer wey una go confirm`]);
    expect(mails[0]!.text_body).toContain('OJA-TRF-123');
    expect(await mailsTo(others.email)).toEqual([]);
  });

  it('tells the staff who asked once when an order takes a product’s stock on or below its line', async () => {
    const { wants, others } = await audience(['low_stock']);
    // The shop's default line (LOW_STOCK_THRESHOLD=5) for a product without its own.
    const shared = await makeStockedProduct(db, { title: 'Garri 5kg', quantity: 7 });
    // A product with its own line (2): going from 4 to 3 stays above it.
    const own = await makeStockedProduct(db, { title: 'Palm oil 1L', quantity: 4, low_stock_threshold: 2 });
    const buy = async (productId: number, quantity: number) => {
      const shopper = await makeSignedInUser(db);
      const res = await placeOrderRequest(app, shopper.auth, {
        address: lagosAddress,
        items: [clientLine(productId, quantity)],
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await buy(shared.id, 1); // 7 → 6: above the line
    expect(await mailsTo(wants.email)).toEqual([]);
    await buy(shared.id, 2); // 6 → 4: crosses it
    await buy(shared.id, 1); // 4 → 3: already below, no second mail
    await buy(own.id, 1); // 4 → 3: above its own line of 2
    let mails = await mailsTo(wants.email);
    expect(mails.map((m) => m.label)).toEqual(['Low stock: Garri 5kg']);
    expect(mails[0]!.text_body).toContain('Garri 5kg has 4 left, at or below its threshold of 5.');
    await buy(own.id, 1); // 3 → 2: on its own line
    mails = await mailsTo(wants.email);
    expect(mails.map((m) => m.label)).toEqual(['Low stock: Garri 5kg', 'Low stock: Palm oil 1L']);
    expect(mails[1]!.text_body).toContain('Palm oil 1L has 2 left, at or below its threshold of 2.');
    expect(await mailsTo(others.email)).toEqual([]);
  });
});
