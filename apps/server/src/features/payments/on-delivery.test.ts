import { formatMoney } from '@oja/shared/money';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffOrderDetailSchema } from '@oja/shared/staff-orders';
import {
  onDeliveryRulesSchema,
  paymentOptionsSchema,
  phoneStatusSchema,
  type OnDeliveryRules,
} from '@oja/shared/payment-methods';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { lagosAddress, newYorkAddress, stockOf, uncappedReservations } from '@oja/testing/factories/order-factories';
import { placeOrderFor } from '@oja/testing/factories/payment-factories';
import { pageLanguageHeader } from '../../i18n/index.ts';
import { checkPhoneCode, phoneCodeLifetimeMs, sendPhoneCode } from './phone-verification.ts';

const { app, db } = await createTestApp({ PUBLIC_URL: 'https://oja.test', ...uncappedReservations });
const limiter = app.payments.ctx.limiter;
const budget = app.payments.ctx.config.sms.budget;
const staff = await makeSignedInUser(db, { role: 'staff', first_name: 'Kemi', last_name: 'Bello' });

type Auth = Record<string, string>;
const defaults: OnDeliveryRules = {
  enabled: true,
  states: ['Lagos', 'Federal Capital Territory', 'Ogun', 'Oyo'],
  max_ngn_kobo: 10_000_000,
  max_usd_cents: null,
  require_verified_phone: true,
  max_refusals: 1,
};
const putRules = (rules: object, auth: Auth = staff.auth) =>
  app.inject({ method: 'PUT', url: '/api/admin/on-delivery-rules/', payload: rules, headers: auth });
beforeEach(async () => {
  expect((await putRules(defaults)).statusCode).toBe(200);
});

/** The code in the newest SMS to `phone` (the outbox, as the Termii sender would send it). */
async function smsCode(phone: string) {
  const sms = await db
    .selectFrom('outbox')
    .select('text_body')
    .where('channel', '=', 'sms')
    .where('to_address', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /code is (\d{6})/.exec(sms.text_body)![1]!;
}

let phoneCounter = 1000;
async function verifiedCustomer() {
  const me = await makeSignedInUser(db, { emailVerified: true });
  const local = `0803 555 ${String(phoneCounter++).padStart(4, '0')}`;
  const sent = await app.inject({
    method: 'POST',
    url: '/api/account/phone/code/',
    payload: { phone: local },
    headers: me.auth,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const e164 = `+234803555${String(phoneCounter - 1).padStart(4, '0')}`;
  const ok = await app.inject({
    method: 'POST',
    url: '/api/account/phone/verify/',
    payload: { code: await smsCode(e164) },
    headers: me.auth,
  });
  expect(phoneStatusSchema.parse(ok.json())).toEqual({ phone: e164, verified: true });
  return { ...me, phone: e164 };
}

const options = async (orderRef: string, auth: Auth) =>
  paymentOptionsSchema.parse(
    (await app.inject({ url: `/api/orders/${orderRef}/payment-options/`, headers: auth })).json(),
  );
const choose = (orderRef: string, auth: Auth) =>
  app.inject({ method: 'POST', url: `/api/orders/${orderRef}/pay-on-delivery/`, headers: auth });
const outcome = (orderId: number, value: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/delivery-outcome`,
    payload: { outcome: value },
    headers: staff.auth,
  });
const setStatus = (orderId: number, status: string) =>
  app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, payload: { status }, headers: staff.auth });
const orderRow = (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const productOf = async (orderId: number) =>
  (await db.selectFrom('order_items').select('product_id').where('order_id', '=', orderId).executeTakeFirstOrThrow())
    .product_id;
const failing = (o: Awaited<ReturnType<typeof options>>) =>
  o.on_delivery.checks.filter((c) => !c.passed).map((c) => c.rule);

describe('phone verification', () => {
  it('sends a 6-digit code by SMS through the outbox, keeps only its hash, and verifies the phone with it', async () => {
    const me = await makeSignedInUser(db, { emailVerified: true });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/account/phone/code/',
      payload: { phone: '0803 777 0001' },
      headers: me.auth,
    });
    expect(phoneStatusSchema.parse(sent.json())).toEqual({ phone: null, verified: false });
    const code = await smsCode('+2348037770001');
    const stored = await db
      .selectFrom('phone_verifications')
      .selectAll()
      .where('user_id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/account/phone/verify/',
      payload: { code: code === '000000' ? '111111' : '000000' },
      headers: me.auth,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid', errors: [{ path: 'code' }] });
    const right = await app.inject({
      method: 'POST',
      url: '/api/account/phone/verify/',
      payload: { code },
      headers: me.auth,
    });
    expect(right.json()).toEqual({ phone: '+2348037770001', verified: true });
    // A code works once.
    const again = await app.inject({
      method: 'POST',
      url: '/api/account/phone/verify/',
      payload: { code },
      headers: me.auth,
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses an expired code, a code after 5 wrong tries, a number that is not Nigerian, and limits codes sent', async () => {
    const me = await makeSignedInUser(db, { emailVerified: true });
    const now = Date.now();
    await sendPhoneCode(db, limiter, { id: me.user.id, ip: '10.1.1.1' }, '0803 777 0002', budget, now);
    const code = await smsCode('+2348037770002');
    await expect(checkPhoneCode(db, limiter, me.user.id, code, now + phoneCodeLifetimeMs + 1)).rejects.toMatchObject({
      code: 'invalid',
    });

    await sendPhoneCode(db, limiter, { id: me.user.id, ip: '10.1.1.1' }, '0803 777 0002', budget, now);
    const fresh = await smsCode('+2348037770002');
    const wrongCode = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await expect(checkPhoneCode(db, limiter, me.user.id, wrongCode, now)).rejects.toThrow();
    await expect(checkPhoneCode(db, limiter, me.user.id, fresh, now)).rejects.toMatchObject({ code: 'invalid' });
    expect(
      (await db.selectFrom('users').select('phone_verified_at').where('id', '=', me.user.id).executeTakeFirstOrThrow())
        .phone_verified_at,
    ).toBeNull();

    const foreign = await app.inject({
      method: 'POST',
      url: '/api/account/phone/code/',
      payload: { phone: '+1 212 555 0100' },
      headers: me.auth,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('phone');

    const other = await makeSignedInUser(db, { emailVerified: true });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/account/phone/code/',
        payload: { phone: '0803 777 0003' },
        headers: other.auth,
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
  });
});

describe('pay on delivery refused by its rules’ message ids (issue 31)', () => {
  const yoruba = { [pageLanguageHeader]: 'yo' };

  it('one rule not met: its id; the web page gets it in its language, with the same code', async () => {
    const unverified = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, unverified.auth);
    const english = await choose(order.order_id, unverified.auth);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      code: 'conflict',
      detail: 'Verify your phone number first: we send you a code by SMS.',
      message_id: 'detail.cod.phone',
    });
    const page = await choose(order.order_id, { ...unverified.auth, ...yoruba });
    expect(page.statusCode).toBe(409);
    expect(page.json()).toEqual({
      code: 'conflict',
      detail: 'Ẹ kọ́kọ́ fìdí nọ́ńbà fóònù yín múlẹ̀: a ó fi kóòdù ránṣẹ́ sí yín nípasẹ̀ SMS.',
      message_id: 'detail.cod.phone',
    });
  });

  it('several rules not met: each by its id and values, joined as the English always was', async () => {
    expect((await putRules({ ...defaults, max_ngn_kobo: 100_00 })).statusCode).toBe(200);
    const unverified = await makeSignedInUser(db);
    const kano = await placeOrderFor(app, db, unverified.auth, { ...lagosAddress, city: 'Kano', state: 'Kano' });
    const row = await orderRow(kano.id);
    expect(Number(row.total_minor)).toBeGreaterThan(100_00);
    const states = defaults.states.join(', ');
    const max = formatMoney(100_00, 'NGN');
    const total = formatMoney(Number(row.total_minor), 'NGN');
    const parts = [
      { message_id: 'detail.cod.state', message_values: { states } },
      { message_id: 'detail.cod.max', message_values: { max, total } },
      { message_id: 'detail.cod.phone' },
    ];
    const english = await choose(kano.order_id, unverified.auth);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      code: 'conflict',
      detail:
        `Pay on delivery is offered only for deliveries in ${states}. ` +
        `Only orders up to ${max} can be paid on delivery; this one is ${total}. ` +
        'Verify your phone number first: we send you a code by SMS.',
      message_parts: parts,
    });
    const page = await choose(kano.order_id, { ...unverified.auth, ...yoruba });
    expect(page.statusCode).toBe(409);
    expect(page.json()).toEqual({
      code: 'conflict',
      detail:
        `Sísanwó nígbà tí ọjà bá dé wà fún ìfijíṣẹ́ ní ${states} nìkan. ` +
        `Ọ́dà tí kò ju ${max} lọ nìkan ni ẹ lè san nígbà tí ọjà bá dé; tiyín jẹ́ ${total}. ` +
        'Ẹ kọ́kọ́ fìdí nọ́ńbà fóònù yín múlẹ̀: a ó fi kóòdù ránṣẹ́ sí yín nípasẹ̀ SMS.',
      message_parts: parts,
    });
    expect((await orderRow(kano.id)).state).toBe('awaiting');
  });

  it('the payment options say a rule not met in the page’s language for the web, by the same ids', async () => {
    const unverified = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, unverified.auth);
    await db.updateTable('orders').set({ state: 'cancelled' }).where('id', '=', order.id).execute();
    const english = await options(order.order_id, unverified.auth);
    const page = paymentOptionsSchema.parse(
      (
        await app.inject({
          url: `/api/orders/${order.order_id}/payment-options/`,
          headers: { ...unverified.auth, ...yoruba },
        })
      ).json(),
    );
    const failed = (o: typeof page) => o.on_delivery.checks.filter((c) => !c.passed);
    expect(failed(english).map((c) => [c.rule, c.message])).toEqual([
      ['awaiting', 'This order is no longer waiting for payment.'],
      ['verified_phone', 'Verify your phone number first: we send you a code by SMS.'],
    ]);
    expect(failed(page).map((c) => [c.rule, c.message])).toEqual([
      ['awaiting', 'Ọ́dà yìí kò dúró de ìsanwó mọ́.'],
      ['verified_phone', 'Ẹ kọ́kọ́ fìdí nọ́ńbà fóònù yín múlẹ̀: a ó fi kóòdù ránṣẹ́ sí yín nípasẹ̀ SMS.'],
    ]);
    // Everything else as it is: the rules passed, the values, the answer's shape.
    expect(page.on_delivery.checks.filter((c) => c.passed)).toEqual(english.on_delivery.checks.filter((c) => c.passed));
    expect(page.on_delivery.checks.map((c) => c.values)).toEqual(english.on_delivery.checks.map((c) => c.values));
  });

  it('a rule’s English is the same in the payment options as in the refusal', async () => {
    expect((await putRules({ ...defaults, enabled: false })).statusCode).toBe(200);
    const me = await verifiedCustomer();
    const order = await placeOrderFor(app, db, me.auth);
    const off = (await options(order.order_id, me.auth)).on_delivery.checks.find((c) => c.rule === 'enabled')!;
    expect(off).toEqual({ rule: 'enabled', passed: false, message: 'Pay on delivery is not offered at the moment.' });
    expect((await choose(order.order_id, me.auth)).json()).toEqual({
      code: 'conflict',
      detail: off.message,
      message_id: 'detail.cod.off',
    });
  });
});

describe('pay on delivery', () => {
  it('is offered only when every rule passes, and says which rule fails', async () => {
    const unverified = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, unverified.auth);
    const o = await options(order.order_id, unverified.auth);
    expect(o.on_delivery.available).toBe(false);
    expect(failing(o)).toEqual(['verified_phone']);
    const refused = await choose(order.order_id, unverified.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('Verify your phone number');
    expect((await orderRow(order.id)).state).toBe('awaiting');

    const me = await verifiedCustomer();
    const lagos = await placeOrderFor(app, db, me.auth);
    expect((await options(lagos.order_id, me.auth)).on_delivery.available).toBe(true);
    const kano = await placeOrderFor(app, db, me.auth, { ...lagosAddress, city: 'Kano', state: 'Kano' });
    const k = await options(kano.order_id, me.auth);
    expect(failing(k)).toEqual(['state']);
    expect(k.on_delivery.checks.find((c) => c.rule === 'state')!.message).toContain('Lagos');
    // The same facts as values, for pages that say the reason in the shopper's language.
    expect(k.on_delivery.checks.find((c) => c.rule === 'state')!.values).toEqual({
      states: 'Lagos, Federal Capital Territory, Ogun, Oyo',
    });
    const abroad = await placeOrderFor(app, db, me.auth, newYorkAddress);
    expect(failing(await options(abroad.order_id, me.auth))).toEqual(['state', 'max_value']);
    expect((await choose(abroad.order_id, me.auth)).statusCode).toBe(409);

    // Staff lower the maximum below the order's total, or switch it off.
    expect((await putRules({ ...defaults, max_ngn_kobo: 1_000_000 })).statusCode).toBe(200);
    const over = await options(lagos.order_id, me.auth);
    expect(failing(over)).toEqual(['max_value']);
    expect(over.on_delivery.checks.find((c) => c.rule === 'max_value')!.values).toMatchObject({
      currency: 'NGN',
      max: '₦10,000',
    });
    expect((await putRules({ ...defaults, enabled: false })).statusCode).toBe(200);
    expect(failing(await options(lagos.order_id, me.auth))).toEqual(['enabled']);
    expect((await choose(lagos.order_id, me.auth)).statusCode).toBe(409);
    expect((await orderRow(lagos.id)).state).toBe('awaiting');
  });

  it('accepts the order unpaid (on_delivery), keeps its stock reserved; staff process it and mark it paid on delivery', async () => {
    const me = await verifiedCustomer();
    const order = await placeOrderFor(app, db, me.auth);
    const productId = await productOf(order.id);
    const reserved = await stockOf(db, productId);
    const res = await choose(order.order_id, me.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(paymentOptionsSchema.parse(res.json()).method).toBe('on_delivery');
    // Its own state (decision 0040): `opened` means paid.
    expect(await orderRow(order.id)).toMatchObject({
      state: 'on_delivery',
      payment_method: 'on_delivery',
      paid_at: null,
    });
    expect(await stockOf(db, productId)).toBe(reserved);
    // The contract's status: still 1 "Order opened"; nothing to pay on the provider's page.
    const mine = await app.inject({ url: `/api/orders/?order_id=${order.order_id}`, headers: me.auth });
    expect(mine.json()[0]).toMatchObject({ status: 1 });
    const pay = await app.inject({ method: 'POST', url: `/api/orders/${order.order_id}/payments/`, headers: me.auth });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().detail).toContain('paid on delivery');

    // Not before it is on its way; not by the plain "delivered" status (it would skip the payment).
    expect((await outcome(order.id, 'paid')).statusCode).toBe(409);
    const detail = staffOrderDetailSchema.parse((await setStatus(order.id, 'processed')).json());
    expect(detail.next_states).toEqual([]);
    expect(detail.payment_method).toBe('on_delivery');
    const plain = await setStatus(order.id, 'delivered');
    expect(plain.statusCode).toBe(409);
    expect(plain.json().detail).toContain('paid on delivery');
    const paid = await outcome(order.id, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(staffOrderDetailSchema.parse(paid.json())).toMatchObject({ state: 'delivered', delivery_outcome: 'paid' });
    const row = await orderRow(order.id);
    expect(row.paid_at).not.toBeNull();
    expect(await stockOf(db, productId)).toBe(reserved);
    expect((await outcome(order.id, 'refused')).statusCode).toBe(409);
  });

  it('a refused delivery cancels the order, returns its stock and counts against the customer', async () => {
    const me = await verifiedCustomer();
    const first = await placeOrderFor(app, db, me.auth);
    const productId = await productOf(first.id);
    const reserved = await stockOf(db, productId);
    expect((await choose(first.order_id, me.auth)).statusCode).toBe(200);
    expect((await setStatus(first.id, 'processed')).statusCode).toBe(200);
    const refused = await outcome(first.id, 'refused');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await orderRow(first.id)).toMatchObject({ state: 'cancelled', delivery_outcome: 'refused', paid_at: null });
    expect(await stockOf(db, productId)).toBe(reserved + 2);

    // One refusal is within the default rules (at most 1); with none allowed, it is no longer offered.
    const second = await placeOrderFor(app, db, me.auth);
    expect((await options(second.order_id, me.auth)).on_delivery.available).toBe(true);
    expect((await putRules({ ...defaults, max_refusals: 0 })).statusCode).toBe(200);
    const limited = await options(second.order_id, me.auth);
    expect(failing(limited)).toEqual(['refusals']);
    expect(limited.on_delivery.checks.find((c) => c.rule === 'refusals')!.values).toEqual({ count: '1' });
    expect((await choose(second.order_id, me.auth)).statusCode).toBe(409);
  });

  it('tells the shopper by e-mail and SMS, saying the same: accepted with the amount to have ready, then refused at the door (issue 30, E14)', async () => {
    const me = await verifiedCustomer();
    const order = await placeOrderFor(app, db, me.auth);
    await db
      .updateTable('orders')
      .set({ sms_updates: 1, address_phone: me.phone })
      .where('id', '=', order.id)
      .execute();
    const amount = formatMoney((await orderRow(order.id)).total_minor, 'NGN');
    const newest = (channel: 'email' | 'sms', to: string) =>
      db
        .selectFrom('outbox')
        .select(['label', 'text_body'])
        .where('channel', '=', channel)
        .where('to_address', '=', to)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    expect((await choose(order.order_id, me.auth)).statusCode).toBe(200);
    const accepted = await newest('email', me.user.email);
    expect(accepted.label).toBe(`Your Oja order ${order.order_id}: you pay on delivery`);
    expect(accepted.text_body).toContain(`Please have ${amount} ready for the rider`);
    expect((await newest('sms', me.phone)).text_body).toBe(
      `Oja: order ${order.order_id} accepted for pay on delivery. Have ${amount.replace('₦', 'N')} ready for the rider.`,
    );

    expect((await setStatus(order.id, 'processed')).statusCode).toBe(200);
    // Processed: on its way, in the e-mail as in the SMS (before, the e-mail said "we are preparing it").
    const processed = await newest('email', me.user.email);
    expect(processed.label).toBe(`Your Oja order ${order.order_id} is on its way`);
    expect(processed.text_body).toContain(`Your order ${order.order_id} is on its way to you.`);
    expect((await newest('sms', me.phone)).text_body).toContain(`Oja: order ${order.order_id} is on its way to you.`);
    expect((await outcome(order.id, 'refused')).statusCode).toBe(200);
    const refusedMail = await newest('email', me.user.email);
    expect(refusedMail.label).toBe(`Your Oja order ${order.order_id} has been cancelled`);
    expect(refusedMail.text_body).toContain('was refused at delivery, so we have cancelled it');
    expect((await newest('sms', me.phone)).text_body).toBe(
      `Oja: order ${order.order_id} was refused at delivery and has been cancelled.`,
    );
  });

  it('lets only staff change the rules, and refuses states that are not Nigerian', async () => {
    const customer = await makeSignedInUser(db);
    expect((await putRules(defaults, customer.auth)).statusCode).toBe(403);
    const bad = await putRules({ ...defaults, states: ['Lagos', 'Atlantis'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid', errors: [{ path: 'states.1' }] });
    const ok = await putRules({ ...defaults, states: ['lagos state', 'Abuja', 'Lagos'] });
    expect(onDeliveryRulesSchema.parse(ok.json()).states).toEqual(['Lagos', 'Federal Capital Territory']);
    const read = await app.inject({ url: '/api/admin/on-delivery-rules/', headers: staff.auth });
    expect(read.json().states).toEqual(['Lagos', 'Federal Capital Territory']);
  });
});
