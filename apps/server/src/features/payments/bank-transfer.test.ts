import { describe, expect, it } from 'vitest';
import { staffOrderDetailSchema } from '@oja/shared/staff-orders';
import { formatMoney, toDecimalText } from '@oja/shared/money';
import {
  bankTransferSchema,
  paymentOptionsSchema,
  transferQueueSchema,
  transferReferencePattern,
} from '@oja/shared/payment-methods';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import {
  lagosAddress as lagosAddressForPickup,
  newYorkAddress,
  stockOf,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';
import { placeOrderFor } from '@oja/testing/factories/payment-factories';
import { pageLanguageHeader } from '../../i18n/index.ts';
import { expireDueOrders } from '../orders/index.ts';
import { confirmTransfer } from './bank-transfer.ts';

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://oja.test', ...uncappedReservations });
const staff = await makeSignedInUser(db, { role: 'staff', first_name: 'Kemi', last_name: 'Bello' });
const otherStaff = await makeSignedInUser(db, { role: 'staff', first_name: 'Tunde', last_name: 'Ade' });

type Auth = Record<string, string>;
const today = '2026-11-24';

async function transferOrder(address = undefined as Parameters<typeof placeOrderFor>[3]) {
  const me = await makeSignedInUser(db, { first_name: 'Ngozi' });
  const order = await placeOrderFor(app, db, me.auth, address);
  const res = await app.inject({
    method: 'POST',
    url: `/api/orders/${order.order_id}/bank-transfer/`,
    headers: me.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  const row = await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  return { me, order, row, transfer: bankTransferSchema.parse(res.json()) };
}

const confirm = (orderId: number, body: object, auth: Auth = staff.auth) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/transfer-confirmation`,
    payload: body,
    headers: auth,
  });

const fullAmount = (row: { total_minor: number; currency: string }, extra: object = {}) => ({
  amount: toDecimalText(row.total_minor),
  currency: row.currency,
  received_on: today,
  bank_reference: 'FBN/2611/778812',
  ...extra,
});

async function effects(orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['state', 'paid_at', 'payment_method'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const confirmations = await db
    .selectFrom('transfer_confirmations')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute();
  const events = await db
    .selectFrom('order_events')
    .select(['to_state', 'actor_kind', 'note'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return { ...order, confirmations: confirmations.length, events: events.length };
}

describe('bank transfer to the shop’s account', () => {
  it('gives the shop’s bank, the exact amount and a unique short reference, e-mails them, and leaves the order awaiting payment', async () => {
    const { me, order, row, transfer } = await transferOrder();
    expect(transfer).toMatchObject({
      bank_name: 'Demo Bank (no real account)',
      account_name: 'Oja Market Demo Ltd',
      account_number: '0123456789',
      order_id: order.order_id,
      amount_minor: row.total_minor,
      currency: 'NGN',
      expires_at: Number(row.expires_at),
    });
    expect(transfer.reference).toMatch(transferReferencePattern);
    expect(row).toMatchObject({
      state: 'awaiting',
      payment_method: 'bank_transfer',
      transfer_reference: transfer.reference,
    });
    const mails = await db
      .selectFrom('outbox')
      .select(['label', 'text_body'])
      .where('to_address', '=', me.user.email)
      .where('label', 'not like', 'We have your Oja order%')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.label).toBe(`Bank transfer details for order ${order.order_id}`);
    for (const text of ['0123456789', 'Oja Market Demo Ltd', transfer.reference, formatMoney(row.total_minor, 'NGN')])
      expect(mails[0]!.text_body).toContain(text);

    // The order's lifecycle took the step (decision 0069): one event, by the customer, naming the reference.
    const chosen = await db
      .selectFrom('order_events')
      .select(['from_state', 'to_state', 'actor_kind', 'actor_user_id', 'note'])
      .where('order_id', '=', order.id)
      .where('note', 'like', 'bank transfer chosen%')
      .execute();
    expect(chosen).toEqual([
      {
        from_state: 'awaiting',
        to_state: 'awaiting',
        actor_kind: 'customer',
        actor_user_id: me.user.id,
        note: `bank transfer chosen, reference ${transfer.reference}`,
      },
    ]);

    // Asking again answers the same reference, without a second e-mail or event.
    const again = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.order_id}/bank-transfer/`,
      headers: me.auth,
    });
    expect(bankTransferSchema.parse(again.json()).reference).toBe(transfer.reference);
    expect(
      await db
        .selectFrom('outbox')
        .select('id')
        .where('to_address', '=', me.user.email)
        .where('label', 'not like', 'We have your Oja order%')
        .execute(),
    ).toHaveLength(1);
    expect(
      await db
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', order.id)
        .where('note', 'like', 'bank transfer chosen%')
        .execute(),
    ).toHaveLength(1);
    const options = paymentOptionsSchema.parse(
      (await app.inject({ url: `/api/orders/${order.order_id}/payment-options/`, headers: me.auth })).json(),
    );
    expect(options).toMatchObject({ method: 'bank_transfer', bank_transfer: { available: true, details: transfer } });
  });

  it('never gives two orders the same reference (a unique index) and hides other customers’ orders', async () => {
    const a = await transferOrder();
    const b = await transferOrder();
    expect(a.transfer.reference).not.toBe(b.transfer.reference);
    await expect(
      db.updateTable('orders').set({ transfer_reference: a.transfer.reference }).where('id', '=', b.order.id).execute(),
    ).rejects.toThrow();
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/orders/${a.order.order_id}/bank-transfer/`,
      headers: b.me.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('is not offered for a dollar order: the account receives naira only (issue 30, E5)', async () => {
    const me = await makeSignedInUser(db, { first_name: 'Kofi' });
    const order = await placeOrderFor(app, db, me.auth, newYorkAddress);
    const options = await app.inject({ url: `/api/orders/${order.order_id}/payment-options/`, headers: me.auth });
    expect(options.statusCode, options.body).toBe(200);
    expect(paymentOptionsSchema.parse(options.json()).bank_transfer.available).toBe(false);
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.order_id}/bank-transfer/`,
      headers: me.auth,
    });
    expect(res.statusCode).toBe(409);
    const refusal = {
      code: 'conflict',
      message_id: 'detail.pay.transfer-naira-only',
      message_values: { currency: 'USD' },
    };
    expect(res.json()).toEqual({
      ...refusal,
      detail: "The shop's bank account receives naira only: pay this USD order with the card or the provider's page.",
    });
    // The web's request (issue 31): the same refusal in the page's language.
    const page = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.order_id}/bank-transfer/`,
      headers: { ...me.auth, [pageLanguageHeader]: 'yo' },
    });
    expect(page.statusCode).toBe(409);
    expect(page.json()).toEqual({
      ...refusal,
      detail:
        'Àkọọ́lẹ̀ báńkì ilé ìtajà ń gba náírà nìkan: ẹ san owó ọ́dà USD yìí pẹ̀lú káàdì tàbí lórí ojú-ìwé olùpèsè ìsanwó.',
    });
    const row = await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ transfer_reference: null, payment_method: 'provider' });
  });

  it('lists awaiting transfers for staff, oldest first, with reference and amount; customers may not see it', async () => {
    const first = await transferOrder();
    const second = await transferOrder();
    const res = await app.inject({ url: '/api/admin/transfers/', headers: staff.auth });
    expect(res.statusCode).toBe(200);
    const items = transferQueueSchema.parse(res.json()).items;
    const mine = items.filter((i) => [first.order.id, second.order.id].includes(i.id));
    expect(mine.map((i) => i.reference)).toEqual([first.transfer.reference, second.transfer.reference]);
    expect(mine[0]).toMatchObject({
      order_ref: first.order.order_id,
      amount_minor: first.row.total_minor,
      currency: 'NGN',
    });
    expect(items.map((i) => i.created_at)).toEqual([...items.map((i) => i.created_at)].sort((x, y) => x - y));
    expect((await app.inject({ url: '/api/admin/transfers/', headers: first.me.auth })).statusCode).toBe(403);
  });

  it('opens the order when staff confirm the full amount: event by staff, payment e-mail, shown on the admin order', async () => {
    const { me, order, row } = await transferOrder();
    const res = await confirm(order.id, fullAmount(row));
    expect(res.statusCode, res.body).toBe(200);
    const detail = staffOrderDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      state: 'opened',
      payment_method: 'bank_transfer',
      transfer_reference: row.transfer_reference,
      transfer_confirmation: {
        amount_minor: row.total_minor,
        currency: 'NGN',
        received_on: today,
        bank_reference: 'FBN/2611/778812',
        staff_name: 'Kemi Bello',
      },
    });
    const e = await effects(order.id);
    expect(e).toMatchObject({ state: 'opened', payment_method: 'bank_transfer', confirmations: 1 });
    expect(e.paid_at).not.toBeNull();
    const event = await db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('to_state', '=', 'opened')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ from_state: 'awaiting', actor_kind: 'staff', actor_user_id: staff.user.id });
    expect(event.note).toContain('FBN/2611/778812');
    const mails = await db.selectFrom('outbox').select('label').where('to_address', '=', me.user.email).execute();
    expect(mails.map((m) => m.label)).toContain(`Payment received for order ${order.order_id}`);
    // It leaves the queue.
    const queue = transferQueueSchema.parse(
      (await app.inject({ url: '/api/admin/transfers/', headers: staff.auth })).json(),
    );
    expect(queue.items.map((i) => i.id)).not.toContain(order.id);
  });

  it('refuses a short amount, another currency, a bad date, and changes nothing', async () => {
    const { order, row } = await transferOrder();
    const before = await effects(order.id);
    const short = await confirm(order.id, fullAmount(row, { amount: toDecimalText(row.total_minor - 1) }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'invalid', errors: [{ path: 'amount' }] });
    expect(short.json().detail).toContain('short of the order total');
    const dollars = await confirm(order.id, fullAmount(row, { currency: 'USD' }));
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json()).toMatchObject({ code: 'invalid', errors: [{ path: 'currency' }] });
    const badDate = await confirm(order.id, fullAmount(row, { received_on: '24/11/2026' }));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors[0].path).toBe('received_on');
    expect(await effects(order.id)).toEqual(before);
    // Customers may not confirm their own transfer.
    const self = await makeSignedInUser(db);
    expect((await confirm(order.id, fullAmount(row), self.auth)).statusCode).toBe(403);
    expect(await effects(order.id)).toEqual(before);
  });

  it('refuses a second confirmation, an order not paid by transfer, a cancelled order', async () => {
    const { order, row, me } = await transferOrder();
    expect((await confirm(order.id, fullAmount(row))).statusCode).toBe(200);
    const after = await effects(order.id);
    const second = await confirm(order.id, fullAmount(row, { bank_reference: 'OTHER-REF' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'conflict' });
    expect(second.json().detail).toContain('already confirmed');
    expect(await effects(order.id)).toEqual(after);

    const plain = await placeOrderFor(app, db, me.auth);
    const notTransfer = await confirm(plain.id, fullAmount({ total_minor: 100, currency: 'NGN' }));
    expect(notTransfer.statusCode).toBe(409);

    const cancelled = await transferOrder();
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/orders/${cancelled.order.id}`, headers: cancelled.me.auth }))
        .statusCode,
    ).toBeLessThan(300);
    const before = await effects(cancelled.order.id);
    const late = await confirm(cancelled.order.id, fullAmount(cancelled.row));
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('cancelled');
    expect(await effects(cancelled.order.id)).toEqual(before);
  });

  it('refuses a confirmation after expiry, whether or not the expiry job has run yet', async () => {
    const { order, row } = await transferOrder();
    const past = Date.now() - 1000;
    await db.updateTable('orders').set({ expires_at: past }).where('id', '=', order.id).execute();
    const before = await effects(order.id);
    const early = await confirm(order.id, fullAmount(row));
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toContain('expired');
    expect(await effects(order.id)).toEqual(before);
    await expireDueOrders(db);
    const late = await confirm(order.id, fullAmount(row));
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toContain('expired');
    expect(await effects(order.id)).toMatchObject({ state: 'expired', confirmations: 0 });
  });

  it('shows staff the payment method and the pickup station of an order (not only in its history)', async () => {
    const station = await app.inject({
      method: 'POST',
      url: '/api/admin/pickup-stations/',
      headers: staff.auth,
      payload: {
        name: 'Surulere Pickup',
        address: '3 Adeniran Ogunsanya Street, Surulere',
        state: 'Lagos',
        opening_hours: 'Mon–Sat 9:00–18:00',
        fee_usd: '1.00',
        fee_ngn: '700',
        min_days: 1,
        max_days: 2,
      },
    });
    expect(station.statusCode).toBe(201);
    const me = await makeSignedInUser(db);
    const product = await db.selectFrom('products').select('id').where('quantity', '>', 10).executeTakeFirstOrThrow();
    const placed = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      headers: me.auth,
      payload: {
        address: lagosAddressForPickup,
        items: [
          {
            item: { id: product.id, title: 'x', image_url: '', price: 1, price_naira: 1 },
            quantity: 1,
            totalPrice: 1,
            totalNairaPrice: 1,
          },
        ],
        delivery: { method: 'pickup', station_id: station.json().id },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const detail = staffOrderDetailSchema.parse(
      (await app.inject({ url: `/api/admin/orders/${placed.json().id}`, headers: staff.auth })).json(),
    );
    expect(detail).toMatchObject({
      payment_method: 'provider',
      transfer_reference: null,
      delivery: {
        method: 'pickup',
        pickup_station_name: 'Surulere Pickup',
        pickup_station_address: '3 Adeniran Ogunsanya Street, Surulere, Lagos',
      },
    });
  });

  it('race: two staff confirming the same transfer at once: one wins, the other is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const { order, row } = await transferOrder();
      const answers = await Promise.all([
        confirm(order.id, fullAmount(row, { bank_reference: 'FIRST-1' })),
        confirm(order.id, fullAmount(row, { bank_reference: 'SECOND-2' }), otherStaff.auth),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: 'conflict' });
      const e = await effects(order.id);
      expect(e).toMatchObject({ state: 'opened', confirmations: 1 });
      const opened = await db
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', order.id)
        .where('to_state', '=', 'opened')
        .execute();
      expect(opened).toHaveLength(1);
    }
  });

  it('race: a confirmation and the expiry at once: exactly one wins, and stock and records agree', async () => {
    for (let round = 0; round < 3; round++) {
      const { order, row } = await transferOrder();
      const productId = (
        await db
          .selectFrom('order_items')
          .select('product_id')
          .where('order_id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).product_id;
      const reserved = await stockOf(db, productId);
      const expiresAt = Number(row.expires_at);
      const outcomes = await Promise.allSettled([
        // Staff clicked just before the deadline; the expiry job runs just after it.
        confirmTransfer(
          { db, publicUrl: 'https://oja.test' },
          staff.user,
          order.id,
          {
            amountMinor: row.total_minor,
            currency: row.currency,
            receivedOn: today,
            bankReference: 'RACE',
          },
          expiresAt - 1,
        ),
        expireDueOrders(db, expiresAt),
      ]);
      const e = await effects(order.id);
      if (e.state === 'opened') {
        expect(outcomes[0].status).toBe('fulfilled');
        expect(e.confirmations).toBe(1);
        expect(await stockOf(db, productId)).toBe(reserved);
      } else {
        expect(e.state).toBe('expired');
        expect(outcomes[0].status).toBe('rejected');
        expect(e.confirmations).toBe(0);
        expect(await stockOf(db, productId)).toBe(reserved + 2);
      }
    }
  });
});
