import { describe, expect, it } from 'vitest';
import { paymentSchema } from '@oja/shared/payments';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { paymentEffects, placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';
import { pageLanguageHeader } from '../../i18n/index.ts';

const { app, db } = await createTestApp();
const yoruba = { [pageLanguageHeader]: 'yo' };

const contract = (orderKey: string, body: unknown, auth: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/payment/${orderKey}/`, payload: body as object, headers: auth });

/** The tester pays on the test provider's page (no browser return, no webhook yet). */
const testerChooses = (reference: string, outcome: 'success' | 'failed') =>
  db.updateTable('test_provider_transactions').set({ status: outcome }).where('reference', '=', reference).execute();

describe('POST /api/payment/{order_id}/ (the original contract)', () => {
  it('believes nothing the client says: a "successful" claim for an unpaid payment stays pending', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);
    const { payment } = await startPayment(app, me.auth, order.order_id);
    const claim = { reference: payment.reference, status: 'success', amount: order.order_total, message: 'Approved' };
    const res = await contract(order.order_id, claim, me.auth);
    expect(res.statusCode).toBe(200);
    expect(paymentSchema.parse(res.json())).toMatchObject({ status: 'pending', order_status: null });

    await testerChooses(payment.reference, 'success');
    const paid = await contract(order.order_id, { trxref: payment.reference }, me.auth);
    expect(paid.json()).toMatchObject({ status: 'success', order_status: 1, order_id: order.order_id });
  });

  it('refuses a reference issued for another order, even of the same customer, and changes nothing', async () => {
    const me = await makeSignedInUser(db);
    const mine = await placeOrderFor(app, db, me.auth);
    const other = await placeOrderFor(app, db, me.auth);
    const { payment } = await startPayment(app, me.auth, other.order_id);
    await testerChooses(payment.reference, 'success');
    const res = await contract(mine.order_id, { reference: payment.reference }, me.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      detail: `This payment reference was not issued for order ${mine.order_id}.`,
      // Additive (issue 31): the refusal by key.
      message_id: 'detail.pay.reference-other-order',
      message_values: { ref: mine.order_id },
    });
    const page = await contract(mine.order_id, { reference: payment.reference }, { ...me.auth, ...yoruba });
    expect(page.statusCode).toBe(409);
    expect(page.json().detail).toBe(`A kò fún ọ́dà ${mine.order_id} ní nọ́ńbà ìtọ́kasí ìsanwó yìí.`);
    expect((await paymentEffects(db, mine.id)).state).toBe('awaiting');
    expect((await paymentEffects(db, other.id)).payments[0]!.status).toBe('pending');
    // A reference nobody issued gets the same answer.
    const unknown = await contract(mine.order_id, { reference: 'OJA-AAAAAAAA-ZZZZZZZZZZZZ' }, me.auth);
    expect(unknown.statusCode).toBe(409);
  });

  it("answers 404 for another customer's order or payment", async () => {
    const owner = await makeSignedInUser(db);
    const stranger = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, owner.auth);
    const { payment } = await startPayment(app, owner.auth, order.order_id);
    expect((await contract(order.order_id, { reference: payment.reference }, stranger.auth)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/payments/${payment.reference}/`, headers: stranger.auth })).statusCode).toBe(
      404,
    );
    expect((await contract(order.order_id, { reference: payment.reference }, {})).statusCode).toBe(401);
  });

  it('never accepts card details, and needs a reference', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);
    const { payment } = await startPayment(app, me.auth, order.order_id);
    const withCard = await contract(
      order.order_id,
      { reference: payment.reference, card_number: '4084084084084081', cvv: '408' },
      me.auth,
    );
    expect(withCard.statusCode).toBe(400);
    expect(withCard.json().detail).toContain('Card details are never accepted here');
    const empty = await contract(order.order_id, { status: 'successful' }, me.auth);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toContain('Send the payment reference');
    // Without Flutterwave configured, a bare transaction id cannot be looked up.
    const bareId = await contract(order.order_id, { transaction_id: 12345 }, me.auth);
    expect(bareId.statusCode).toBe(400);
    expect((await paymentEffects(db, order.id)).payments[0]!.status).toBe('pending');
  });
});
