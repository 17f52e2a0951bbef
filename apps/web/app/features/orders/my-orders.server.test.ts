import { describe, expect, it } from 'vitest';
import { fakeApi, formRequest, ok, refused, thrown, type FakeAnswer } from '../../lib/fake-api.test-support';
import { cancelOrderAction, loadMyOrders } from './my-orders.server';

const orders = [{ id: 12, order_id: 'OJA-1001' }];
const counts = { total: 1, pending: 1, processed: 0, completed: 0 };
const page = (query = '') => new Request(`https://shop.test/dashboard/my-orders${query}`);
const api = (more: Record<string, FakeAnswer> = {}) =>
  fakeApi({ 'GET /api/orders/': ok(orders), 'GET /api/shopper-orders/count/': ok(counts), ...more });

describe('loadMyOrders', () => {
  it('gives the orders and the tiles', async () => {
    const { context, calls } = api();
    expect(await loadMyOrders(page(), context)).toEqual({
      orders,
      counts,
      viewed: null,
      viewError: null,
      cancelId: null,
      notice: null,
    });
    expect(calls).toHaveLength(2);
  });

  it('shows the order ?view= names, or why it cannot; asks to confirm the cancellation ?cancel= names', async () => {
    const viewed = api({ 'GET /api/orders/?order_id=OJA-1001': ok(orders) });
    expect(await loadMyOrders(page('?view=OJA-1001&cancel=12&notice=cancelled'), viewed.context)).toMatchObject({
      viewed: orders[0],
      cancelId: 12,
      notice: 'cancelled',
    });
    const missing = api({ 'GET /api/orders/?order_id=OJA-9': refused(404, 'No such order.', 'not_found') });
    expect(await loadMyOrders(page('?view=OJA-9&cancel=-1'), missing.context)).toMatchObject({
      viewed: null,
      viewError: 'No such order.',
      cancelId: null,
    });
  });

  it('sends a customer whose session ended to sign in, and other failures to the error page', async () => {
    const ended = api({ 'GET /api/orders/': refused(401, 'Sign in.', 'unauthorized') });
    const response = (await thrown(loadMyOrders(page(), ended.context))) as Response;
    expect(response.headers.get('location')).toBe(`/login?next=${encodeURIComponent('/dashboard/my-orders')}`);
    const broken = api({ 'GET /api/shopper-orders/count/': refused(503, 'Briefly unavailable', 'unavailable') });
    expect(await thrown(loadMyOrders(page(), broken.context))).toMatchObject({ init: { status: 503 } });
  });
});

describe('cancelOrderAction', () => {
  it('cancels the order; a fetcher gets its id, a browser without scripts the list with a notice', async () => {
    const { context, calls } = fakeApi({ 'DELETE /api/orders/12': ok({ order_id: 'OJA-1001' }) });
    expect((await cancelOrderAction(formRequest({ intent: 'cancel', id: '12', js: '1' }), context)).data).toEqual({
      ok: true,
      order_id: 'OJA-1001',
    });
    const response = (await thrown(
      cancelOrderAction(formRequest({ intent: 'cancel', id: '12' }), context),
    )) as Response;
    expect(response.headers.get('location')).toBe('/dashboard/my-orders?notice=cancelled');
    expect(calls).toHaveLength(2);
  });

  it('says why an order cannot be cancelled', async () => {
    const { context } = fakeApi({
      'DELETE /api/orders/12': refused(409, 'A paid order cannot be cancelled.', 'conflict'),
    });
    expect(await cancelOrderAction(formRequest({ intent: 'cancel', id: '12' }), context)).toMatchObject({
      data: { ok: false, error: 'A paid order cannot be cancelled.' },
      init: { status: 409 },
    });
  });

  it.each([
    { intent: 'cancel', id: 'x' },
    { intent: 'cancel', id: '0' },
    { intent: 'delete', id: '12' },
  ])('refuses %o without asking', async (fields) => {
    const { context, calls } = fakeApi({});
    expect(await cancelOrderAction(formRequest(fields), context)).toMatchObject({
      data: { ok: false, error: 'Choose an order to cancel.' },
      init: { status: 400 },
    });
    expect(calls).toEqual([]);
  });
});
