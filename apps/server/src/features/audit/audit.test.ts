import { beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '@oja/shared/audit';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';
import { makeOrderInState } from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp();

let staff: Awaited<ReturnType<typeof makeSignedInUser>>;
let other: Awaited<ReturnType<typeof makeSignedInUser>>;
let customer: Awaited<ReturnType<typeof makeSignedInUser>>;
let categoryId: number;
beforeAll(async () => {
  staff = await makeSignedInUser(db, { role: 'staff', email: 'kemi@oja.test' });
  other = await makeSignedInUser(db, { role: 'staff', email: 'tunde@oja.test' });
  customer = await makeSignedInUser(db);
  categoryId = (await makeCategory(db)).id;
});

const audit = async (query = '', auth = staff.auth) => {
  const res = await app.inject({ url: `/api/admin/audit/?${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return auditPageSchema.parse(res.json());
};
const entries = () => db.selectFrom('audit_log').selectAll().orderBy('id').execute();

describe('the audit log of staff actions', () => {
  it('records who changed a price, from what to what', async () => {
    const product = await makeProduct(db, categoryId, { price_usd_cents: 1200, price_ngn_kobo: 1_500_000 });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: staff.auth,
      payload: { price_usd: '13.50' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await audit(`entity_type=product&entity_id=${product.id}`);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      actor: { id: staff.user.id, email: 'kemi@oja.test' },
      action: 'product.update',
      entity_id: String(product.id),
      changes: { price_usd_cents: { from: 1200, to: 1350 } },
    });
  });

  it('records stock adjustments and order state changes (a refund too), each with its actor', async () => {
    const product = await makeProduct(db, categoryId, { quantity: 4 });
    const adjusted = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/stock-adjustments/`,
      headers: other.auth,
      payload: { delta: 6, reason: 'received' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    const order = await makeOrderInState(db, customer.user.id, [product.id], 'opened');
    for (const status of ['processed', 'refunded']) {
      const moved = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: staff.auth,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const byTunde = await audit('actor=tunde');
    expect(byTunde.items.map((e) => [e.action, e.changes])).toEqual([
      ['stock.adjust', { quantity: { from: 4, to: 10 } }],
    ]);
    const orderLog = await audit(`entity_type=order&entity_id=${order.order_ref}`);
    expect(orderLog.items.map((e) => [e.action, e.changes.state])).toEqual([
      ['order.refund', { from: 'processed', to: 'refunded' }],
      ['order.status', { from: 'opened', to: 'processed' }],
    ]);
    expect((await audit('action=order.refund')).items).toHaveLength(1);
  });

  it('records a settings change (pay-on-delivery rules)', async () => {
    const rules = (await app.inject({ url: '/api/admin/on-delivery-rules/', headers: staff.auth })).json();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/on-delivery-rules/',
      headers: staff.auth,
      payload: { ...rules, max_refusals: rules.max_refusals + 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await audit('entity_type=setting');
    expect(page.items[0]).toMatchObject({
      action: 'setting.on_delivery_rules',
      changes: { max_refusals: { from: rules.max_refusals, to: rules.max_refusals + 1 } },
    });
  });

  it('writes nothing when the change is refused (same transaction)', async () => {
    const before = (await entries()).length;
    const product = await makeProduct(db, categoryId, { quantity: 1 });
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/stock-adjustments/`,
      headers: staff.auth,
      payload: { delta: -5, reason: 'damaged' },
    });
    expect(refused.statusCode).toBe(409);
    const order = await makeOrderInState(db, customer.user.id, [product.id], 'delivered');
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: staff.auth,
      payload: { status: 'processed' },
    });
    expect(wrong.statusCode).toBe(409);
    expect((await entries()).length).toBe(before);
  });

  it('filters by day in the shop’s time zone, pages, and is for staff only', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    const all = await audit('per_page=2');
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.items).toHaveLength(2);
    expect((await audit(`from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await audit('from=2020-01-01&to=2020-01-02')).total).toBe(0);
    const bad = await app.inject({ url: '/api/admin/audit/?from=yesterday', headers: staff.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid' });
    expect((await app.inject({ url: '/api/admin/audit/', headers: customer.auth })).statusCode).toBe(403);
    expect([401, 403]).toContain((await app.inject({ url: '/api/admin/audit/' })).statusCode);
  });
});
