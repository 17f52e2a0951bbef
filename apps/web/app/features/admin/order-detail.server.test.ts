import { describe, expect, it } from 'vitest';
import { fakeApi, formRequest, lagosAddress as address, ok, refused } from '../../lib/fake-api.test-support';
import { orderDetailAction } from './order-detail.server';

const id = 12;
const fees = {
  shipping_cost: '2500',
  shipping_fee: '500',
  handling_fee: '0',
  packaging_fee: '200',
  insurance_fee: '0',
};

describe('orderDetailAction', () => {
  it('address: saves it, and reminds staff to set the fees of an order not yet reviewed', async () => {
    const { context, calls } = fakeApi({ [`POST /api/admin/orders/${id}/address`]: ok({ order_reviewed: false }) });
    const answer = await orderDetailAction(
      formRequest({ intent: 'address', ...address, city: ' Ikeja ' }),
      context,
      id,
    );
    expect(answer.data).toMatchObject({
      ok: true,
      message: 'The address is saved. Set the fees so that the customer can pay.',
    });
    expect(calls[0]?.body).toEqual(address);
  });

  it('address: problems beside the fields before asking, the API’s beside its fields after', async () => {
    const local = fakeApi({});
    const problem = await orderDetailAction(
      formRequest({ intent: 'address', ...address, state: 'Atlantis' }),
      local.context,
      id,
    );
    expect(problem.data).toMatchObject({ ok: false, errors: { state: 'Choose a state from the list' } });
    expect(local.calls).toEqual([]);

    const remote = fakeApi({
      [`POST /api/admin/orders/${id}/address`]: refused(409, 'The order has shipped.', 'conflict', [
        { path: 'city', message: 'Not delivered to' },
      ]),
    });
    const refusal = await orderDetailAction(formRequest({ intent: 'address', ...address }), remote.context, id);
    expect(refusal).toMatchObject({ data: { errors: { city: 'Not delivered to' } }, init: { status: 409 } });
  });

  it('review: sends the fees as typed; money that is not money is refused first', async () => {
    const { context, calls } = fakeApi({ [`POST /api/admin/orders/${id}/review`]: ok({}) });
    const answer = await orderDetailAction(formRequest({ intent: 'review', ...fees }), context, id);
    expect(answer.data).toMatchObject({ ok: true, message: expect.stringMatching(/they can pay now/) });
    expect(calls[0]?.body).toEqual(fees);
    const bad = await orderDetailAction(
      formRequest({ intent: 'review', ...fees, shipping_fee: 'five hundred' }),
      context,
      id,
    );
    expect(bad.data).toMatchObject({ ok: false, errors: { shipping_fee: expect.any(String) } });
    expect(calls).toHaveLength(1);
  });

  it('status: only the states staff may set, said back as the original shop did', async () => {
    const { context, calls } = fakeApi({ [`POST /api/admin/orders/${id}/status`]: ok({}) });
    const answer = await orderDetailAction(formRequest({ intent: 'status', status: 'delivered' }), context, id);
    expect(answer.data).toMatchObject({ ok: true, message: 'Order is delivered', values: { status: 'delivered' } });
    const refusedState = await orderDetailAction(formRequest({ intent: 'status', status: 'cancelled' }), context, id);
    expect(refusedState.data).toMatchObject({ ok: false, errors: { form: 'Choose the new status.' } });
    expect(calls.map((c) => c.body)).toEqual([{ status: 'delivered' }]);
  });

  it('transfer: confirms the money received, trimmed; a date that is not one is refused first', async () => {
    const transfer = { amount: '17500', currency: 'NGN', received_on: '2026-11-20', bank_reference: ' GTB-99812 ' };
    const { context, calls } = fakeApi({ [`POST /api/admin/orders/${id}/transfer-confirmation`]: ok({}) });
    const answer = await orderDetailAction(formRequest({ intent: 'transfer', ...transfer }), context, id);
    expect(answer.data).toMatchObject({ ok: true, message: 'Transfer confirmed: the order is open.' });
    expect(calls[0]?.body).toEqual({ ...transfer, bank_reference: 'GTB-99812' });
    const bad = await orderDetailAction(
      formRequest({ intent: 'transfer', ...transfer, received_on: '20/11/2026' }),
      context,
      id,
    );
    expect(bad.data).toMatchObject({
      ok: false,
      errors: { received_on: 'Give the date the money arrived, as YYYY-MM-DD' },
    });
  });

  it('delivery outcome: paid, or anything else as refused', async () => {
    const { context, calls } = fakeApi({ [`POST /api/admin/orders/${id}/delivery-outcome`]: ok({}) });
    const paid = await orderDetailAction(formRequest({ intent: 'delivery-outcome', outcome: 'paid' }), context, id);
    expect(paid.data.message).toBe('Paid on delivery: the order is delivered.');
    const other = await orderDetailAction(formRequest({ intent: 'delivery-outcome', outcome: 'maybe' }), context, id);
    expect(other.data.message).toBe('Refused at delivery: stock returned.');
    expect(calls.map((c) => c.body)).toEqual([{ outcome: 'paid' }, { outcome: 'refused' }]);
  });
});
