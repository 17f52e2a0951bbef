import { afterAll, describe, expect, it } from 'vitest';
import { paymentSchema } from '@oja/shared/payments';
import { unclaimedPaymentListSchema } from '@oja/shared/payment-methods';
import { startFakeFlutterwave } from '@oja/testing/fakes/fake-flutterwave';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { paymentEffects, placeOrderFor } from '@oja/testing/factories/payment-factories';

// N2: a widget payment is bound to its order as far as Flutterwave's answer allows; what no order
// may claim is kept for staff, matched by hand or refunded; an overpayment's excess goes back.
const flwKey = 'FLWSECK_TEST-unclaimed-0123456789-X';
const flwHash = 'unclaimed-widget-hash-0123';
const flutterwave = await startFakeFlutterwave(flwKey, flwHash);
afterAll(() => flutterwave.close());
const { app, db } = await createTestApp({
  PAYMENT_PROVIDER: 'flutterwave',
  FLUTTERWAVE_SECRET_KEY: flwKey,
  FLUTTERWAVE_SECRET_HASH: flwHash,
  FLUTTERWAVE_BASE_URL: flutterwave.url,
  UNCLAIMED_REFUND_AFTER_HOURS: '24',
});

type Auth = Record<string, string>;
const claim = (orderRef: string, id: number, txRef: number, auth: Auth) =>
  app.inject({
    method: 'POST',
    url: `/api/payment/${orderRef}/`,
    payload: { status: 'successful', transaction_id: id, tx_ref: txRef, currency: 'NGN' },
    headers: auth,
  });
const generic = {
  code: 'payment_failed',
  detail: 'This transaction cannot pay this order.',
  message_id: 'detail.pay.transaction-refused',
};

let clock = 1_795_500_000_000;
let n = 0;
async function customerWithOrder() {
  n++;
  // A real-looking address (not a reserved example domain): the widget was given it.
  const me = await makeSignedInUser(db, { email: `shopper${n}.${Date.now()}@mail.ng` });
  const order = await placeOrderFor(app, db, me.auth);
  const { total_minor: total } = await db
    .selectFrom('orders')
    .select('total_minor')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { me, order, total };
}
const unclaimedRow = (transactionId: number) =>
  db
    .selectFrom('unclaimed_payments')
    .selectAll()
    .where('provider_transaction_id', '=', String(transactionId))
    .executeTakeFirst();

/** The audit log's entries about one unclaimed payment. */
const auditOf = async (id: number) =>
  (
    await db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'action', 'changes'])
      .where('entity_type', '=', 'payment')
      .where('entity_id', '=', String(id))
      .execute()
  ).map((r) => ({ ...r, changes: JSON.parse(r.changes) }));

describe('widget payments bound to their order (N2)', () => {
  it("refuses another customer's claim on a payment made with the victim's e-mail, keeps it, and lets the victim claim it", async () => {
    const victim = await customerWithOrder();
    const attacker = await customerWithOrder();
    const txRef = clock++;
    const id = flutterwave.inlinePay(txRef, {
      outcome: 'success',
      amountMinor: victim.total,
      currency: 'NGN',
      email: victim.me.user.email,
    });
    const stolen = await claim(attacker.order.order_id, id, txRef, attacker.me.auth);
    expect(stolen.statusCode, stolen.body).toBe(402);
    expect(stolen.json()).toEqual(generic);
    expect((await paymentEffects(db, attacker.order.id)).state).toBe('awaiting');
    expect(await unclaimedRow(id)).toMatchObject({ status: 'unclaimed', amount_minor: victim.total });

    const own = await claim(victim.order.order_id, id, txRef, victim.me.auth);
    expect(own.statusCode, own.body).toBe(200);
    expect(paymentSchema.parse(own.json())).toMatchObject({ status: 'success', order_status: 1 });
    expect(await unclaimedRow(id)).toMatchObject({ status: 'matched', order_id: victim.order.id });
  });

  it('refuses a payment whose metadata names another order, and one made before the order', async () => {
    const { me, order, total } = await customerWithOrder();
    const other = await customerWithOrder();
    const named = flutterwave.inlinePay(clock, {
      outcome: 'success',
      amountMinor: total,
      currency: 'NGN',
      meta: { order_id: other.order.order_id },
    });
    const a = await claim(order.order_id, named, clock++, me.auth);
    expect(a.json()).toEqual(generic);
    const old = flutterwave.inlinePay(clock, {
      outcome: 'success',
      amountMinor: total,
      currency: 'NGN',
      createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    });
    const b = await claim(order.order_id, old, clock++, me.auth);
    expect(b.json()).toEqual(generic);
    expect((await paymentEffects(db, order.id)).state).toBe('awaiting');
    // The original client's placeholder e-mail, a made-up tx_ref and no metadata still pay.
    const plain = flutterwave.inlinePay(clock, { outcome: 'success', amountMinor: total, currency: 'NGN' });
    expect((await claim(order.order_id, plain, clock++, me.auth)).statusCode).toBe(200);
  });

  it('refunds what a payment brings above the total through the refund queue', async () => {
    const { me, order, total } = await customerWithOrder();
    const txRef = clock++;
    const id = flutterwave.inlinePay(txRef, { outcome: 'success', amountMinor: total + 11_000_00, currency: 'NGN' });
    expect((await claim(order.order_id, id, txRef, me.auth)).statusCode).toBe(200);
    await app.payments.idle();
    const refunds = await db.selectFrom('payment_refunds').selectAll().where('order_id', '=', order.id).execute();
    expect(refunds).toMatchObject([{ amount_minor: 11_000_00, currency: 'NGN', status: 'succeeded' }]);
    expect(flutterwave.refunds.filter((r) => r.transactionId === id).map((r) => r.amountMinor)).toEqual([11_000_00]);
    expect((await paymentEffects(db, order.id)).state).toBe('opened');
  });

  it('keeps a webhook of an unknown transaction for staff, who match one by hand and refund another', async () => {
    const staff = await makeSignedInUser(db, { role: 'staff' });
    const { order, total } = await customerWithOrder();
    const matchRef = clock++;
    const toMatch = flutterwave.inlinePay(matchRef, { outcome: 'success', amountMinor: total, currency: 'NGN' });
    const refundRef = clock++;
    const toRefund = flutterwave.inlinePay(refundRef, { outcome: 'success', amountMinor: 5_000_00, currency: 'NGN' });
    for (const ref of [matchRef, refundRef]) {
      const hook = flutterwave.webhook(String(ref));
      const res = await app.inject({
        method: 'POST',
        url: '/api/webhooks/flutterwave',
        headers: hook.headers,
        payload: hook.body,
      });
      expect(res.statusCode).toBe(200);
    }
    await app.payments.idle();

    const list = await app.inject({ url: '/api/admin/unclaimed-payments/', headers: staff.auth });
    expect(list.statusCode, list.body).toBe(200);
    const items = unclaimedPaymentListSchema.parse(list.json()).items;
    const listed = items.find((i) => i.transaction_id === String(toMatch))!;
    expect(listed).toMatchObject({ status: 'unclaimed', amount_minor: total, currency: 'NGN' });
    // Customers do not see the list.
    const { auth } = await makeSignedInUser(db);
    expect((await app.inject({ url: '/api/admin/unclaimed-payments/', headers: auth })).statusCode).toBe(403);

    const matched = await app.inject({
      method: 'POST',
      url: `/api/admin/unclaimed-payments/${listed.id}/match`,
      payload: { order_ref: order.order_id },
      headers: staff.auth,
    });
    expect(matched.statusCode, matched.body).toBe(200);
    expect((await paymentEffects(db, order.id)).state).toBe('opened');
    expect(await auditOf(listed.id)).toEqual([
      {
        actor_user_id: staff.user.id,
        action: 'payment.unclaimed_assign',
        changes: { status: { from: 'unclaimed', to: 'matched' }, order_ref: { from: null, to: order.order_id } },
      },
    ]);
    expect(await unclaimedRow(toMatch)).toMatchObject({
      status: 'matched',
      order_id: order.id,
      resolved_by: staff.user.id,
    });

    const other = items.find((i) => i.transaction_id === String(toRefund))!;
    const refund = () =>
      app.inject({ method: 'POST', url: `/api/admin/unclaimed-payments/${other.id}/refund`, headers: staff.auth });
    const first = await refund();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'refunded' });
    expect((await refund()).statusCode).toBe(409);
    // One entry for the refund; the refused second one wrote none.
    expect(await auditOf(other.id)).toEqual([
      {
        actor_user_id: staff.user.id,
        action: 'payment.unclaimed_refund',
        changes: expect.objectContaining({ status: { from: 'unclaimed', to: 'refunded' } }),
      },
    ]);
    expect(flutterwave.refunds.filter((r) => r.transactionId === toRefund).map((r) => r.amountMinor)).toEqual([
      5_000_00,
    ]);
  });

  it('refunds an unclaimed payment once the set time has passed, not before', async () => {
    const txRef = clock++;
    const id = flutterwave.inlinePay(txRef, { outcome: 'success', amountMinor: 7_000_00, currency: 'NGN' });
    const hook = flutterwave.webhook(String(txRef));
    await app.inject({ method: 'POST', url: '/api/webhooks/flutterwave', headers: hook.headers, payload: hook.body });
    await app.payments.idle();
    const row = (await unclaimedRow(id))!;
    await app.payments.refundOverdueUnclaimed(Number(row.created_at) + 23 * 3_600_000);
    expect((await unclaimedRow(id))!.status).toBe('unclaimed');
    await app.payments.refundOverdueUnclaimed(Number(row.created_at) + 25 * 3_600_000);
    expect(await unclaimedRow(id)).toMatchObject({ status: 'refunded', resolved_by: null });
    expect(flutterwave.refunds.filter((r) => r.transactionId === id)).toHaveLength(1);
  });
});
