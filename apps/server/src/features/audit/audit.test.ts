import { beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '@oja/shared/audit';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';
import { makeOrder } from '@oja/testing/factories/order-factories';
import { placeOrderFor } from '@oja/testing/factories/payment-factories';
import { toDecimalText } from '@oja/shared/money';

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
    const order = await makeOrder(db, customer.user.id, [{ productId: product.id }], { state: 'opened' });
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

  it('records vouchers and promotions created and changed, from what to what', async () => {
    const voucher = await app.inject({
      method: 'POST',
      url: '/api/admin/vouchers/',
      headers: staff.auth,
      payload: { code: 'audit-10', kind: 'percent', percent: 10, usage_limit: 50 },
    });
    expect(voucher.statusCode, voucher.body).toBe(201);
    const vid = voucher.json().id as number;
    const vchanged = await app.inject({
      method: 'PATCH',
      url: `/api/admin/vouchers/${vid}`,
      headers: other.auth,
      payload: { percent: 25, active: false },
    });
    expect(vchanged.statusCode, vchanged.body).toBe(200);
    const vlog = await audit(`entity_type=voucher&entity_id=${vid}`);
    expect(vlog.items.map((e) => [e.actor.email, e.action, e.changes])).toEqual([
      ['tunde@oja.test', 'voucher.update', { percent: { from: 10, to: 25 }, active: { from: 1, to: 0 } }],
      ['kemi@oja.test', 'voucher.create', expect.objectContaining({ code: { from: null, to: 'AUDIT-10' } })],
    ]);
    expect(vlog.items[1]!.changes.percent).toEqual({ from: null, to: 10 });

    const promotion = await app.inject({
      method: 'POST',
      url: '/api/admin/promotions/',
      headers: staff.auth,
      payload: { name: 'Audit sale', kind: 'category_percent', category_id: categoryId, percent: 5 },
    });
    expect(promotion.statusCode, promotion.body).toBe(201);
    const pid = promotion.json().id as number;
    const pchanged = await app.inject({
      method: 'PATCH',
      url: `/api/admin/promotions/${pid}`,
      headers: staff.auth,
      payload: { percent: 8 },
    });
    expect(pchanged.statusCode, pchanged.body).toBe(200);
    const plog = await audit(`entity_type=promotion&entity_id=${pid}`);
    expect(plog.items.map((e) => [e.action, e.changes.percent])).toEqual([
      ['promotion.update', { from: 5, to: 8 }],
      ['promotion.create', { from: null, to: 5 }],
    ]);
    // A refused change (a promotion ending before it starts) writes nothing.
    const before = (await entries()).length;
    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/admin/promotions/${pid}`,
      headers: staff.auth,
      payload: { starts_at: 2_000, ends_at: 1_000 },
    });
    expect(refused.statusCode).toBe(400);
    expect((await entries()).length).toBe(before);
  });

  it('records products created and deleted with their prices', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products/',
      headers: staff.auth,
      payload: { title: 'Audit yam', category_id: categoryId, price_usd: '2.00', price_ngn: '1500', quantity: 3 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/products/${id}`, headers: other.auth });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const log = await audit(`entity_type=product&entity_id=${id}`);
    expect(log.items.map((e) => [e.actor.email, e.action, e.changes.price_ngn_kobo])).toEqual([
      ['tunde@oja.test', 'product.delete', { from: 150_000, to: null }],
      ['kemi@oja.test', 'stock.adjust', undefined],
      ['kemi@oja.test', 'product.create', { from: null, to: 150_000 }],
    ]);
  });

  it('records the prices and stock a CSV import changes, products and variants alike', async () => {
    const category = await makeCategory(db, { slug: 'audit-csv', title: 'Audit CSV' });
    const header =
      'product_slug,title,category,description,visible,weight_grams,sku,variant,price_ngn,price_usd,sale_price_ngn,sale_price_usd,stock';
    const importCsv = async (rows: string[]) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/catalogue/import',
        headers: { ...staff.auth, 'content-type': 'text/csv' },
        payload: [header, ...rows].join('\n'),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const rows = (ogiri: string, suya: string) => [
      `audit-ogiri,Ogiri,${category.slug},,true,,,,${ogiri},4.99,,,30`,
      `audit-suya,Suya,${category.slug},,true,,AUDIT-SUYA-1,100 g,${suya},3.99,,,40`,
    ];
    await importCsv(rows('1500.00', '1200.00'));
    const [ogiri, suya] = await Promise.all(
      ['audit-ogiri', 'audit-suya'].map((slug) =>
        db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow(),
      ),
    );
    const before = (await entries()).length;
    await importCsv(rows('1500.00', '1200.00'));
    expect((await entries()).length, 'the same file again changes nothing and logs nothing').toBe(before);
    await importCsv(rows('1750.00', '1300.00'));
    const ogiriLog = await audit(`entity_type=product&entity_id=${ogiri!.id}`);
    expect(ogiriLog.items.map((e) => [e.action, e.changes.price_ngn_kobo])).toEqual([
      ['product.update', { from: 150_000, to: 175_000 }],
      ['stock.adjust', undefined],
      ['product.create', { from: null, to: 150_000 }],
    ]);
    const suyaLog = await audit(`entity_type=product&entity_id=${suya!.id}&action=product.variants`);
    expect(suyaLog.items).toHaveLength(2);
    expect(suyaLog.items[0]!.changes['AUDIT-SUYA-1']).toMatchObject({
      from: { price_ngn_kobo: 120_000, quantity: 40 },
      to: { price_ngn_kobo: 130_000, quantity: 40 },
    });
    expect(suyaLog.items[0]!.actor.email).toBe('kemi@oja.test');
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
    const order = await makeOrder(db, customer.user.id, [{ productId: product.id }], { state: 'delivered' });
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: staff.auth,
      payload: { status: 'processed' },
    });
    expect(wrong.statusCode).toBe(409);
    expect((await entries()).length).toBe(before);
  });

  describe('staff actions across the back office leave exactly one entry each', () => {
    /** The entries written while `act` ran. */
    const during = async (act: () => Promise<void>) => {
      const before = (await entries()).length;
      await act();
      return (await entries()).slice(before);
    };
    const call = async (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, code = 200) => {
      const res = await app.inject({ method, url, headers: staff.auth, ...(payload && { payload }) });
      expect(res.statusCode, res.body).toBe(code);
      return res.body ? res.json() : null;
    };
    const one = (rows: Awaited<ReturnType<typeof entries>>) => {
      expect(rows, JSON.stringify(rows)).toHaveLength(1);
      const row = rows[0]!;
      expect(row).toMatchObject({ actor_user_id: staff.user.id, actor_email: 'kemi@oja.test' });
      return { ...row, changes: JSON.parse(row.changes) as Record<string, { from: unknown; to: unknown }> };
    };

    it('categories: created, changed, deleted', async () => {
      let id = 0;
      const created = one(
        await during(async () => {
          id = (await call('POST', '/api/admin/categories/', { title: 'Audit spices' }, 201)).id;
        }),
      );
      expect(created).toMatchObject({ action: 'category.create', entity_type: 'category', entity_id: String(id) });
      expect(created.changes.title).toEqual({ from: null, to: 'Audit spices' });
      const changed = one(
        await during(() => call('PATCH', `/api/admin/categories/${id}`, { title: 'Audit herbs' }).then(() => {})),
      );
      expect(changed).toMatchObject({ action: 'category.update', entity_id: String(id) });
      expect(changed.changes).toEqual({ title: { from: 'Audit spices', to: 'Audit herbs' } });
      const deleted = one(
        await during(() => call('DELETE', `/api/admin/categories/${id}`, undefined, 204).then(() => {})),
      );
      expect(deleted).toMatchObject({ action: 'category.delete', entity_id: String(id) });
      expect(deleted.changes.title).toEqual({ from: 'Audit herbs', to: null });
      // Refused (a category that still holds products): nothing written.
      const refused = await during(async () => {
        await call('DELETE', `/api/admin/categories/${categoryId}`, undefined, 409);
      });
      expect(refused).toEqual([]);
    });

    it('pickup stations: added and changed', async () => {
      const station = {
        name: 'Audit Pickup',
        address: '1 Audit Road, Yaba',
        state: 'Lagos',
        opening_hours: 'Mon–Sat 8:00–19:00',
        fee_usd: '1.00',
        fee_ngn: '800',
        min_days: 1,
        max_days: 2,
      };
      let id = 0;
      const created = one(
        await during(async () => {
          id = (await call('POST', '/api/admin/pickup-stations/', station, 201)).id;
        }),
      );
      expect(created).toMatchObject({
        action: 'pickup_station.create',
        entity_type: 'pickup_station',
        entity_id: String(id),
      });
      expect(created.changes.fee_ngn_kobo).toEqual({ from: null, to: 80_000 });
      const changed = one(
        await during(() => call('PATCH', `/api/admin/pickup-stations/${id}`, { fee_ngn: '900' }).then(() => {})),
      );
      expect(changed).toMatchObject({ action: 'pickup_station.update', entity_id: String(id) });
      expect(changed.changes).toEqual({ fee_ngn_kobo: { from: 80_000, to: 90_000 } });
      const refused = await during(async () => {
        await call('PATCH', `/api/admin/pickup-stations/${id}`, { min_days: 5 }, 400);
      });
      expect(refused).toEqual([]);
    });

    it('reviews: published and hidden', async () => {
      const writer = await makeSignedInUser(db);
      const posted = await app.inject({
        method: 'POST',
        url: '/api/reviews/',
        payload: { rating: 5, body: 'A review the audit log follows.' },
        headers: writer.auth,
      });
      expect(posted.statusCode, posted.body).toBe(201);
      const id = posted.json().id as number;
      const approved = one(await during(() => call('POST', `/api/admin/reviews/${id}/approve`).then(() => {})));
      expect(approved).toMatchObject({ action: 'review.approve', entity_type: 'review', entity_id: String(id) });
      expect(approved.changes).toEqual({ status: { from: 'pending', to: 'approved' } });
      const hidden = one(await during(() => call('POST', `/api/admin/reviews/${id}/hide`).then(() => {})));
      expect(hidden).toMatchObject({ action: 'review.hide', entity_id: String(id) });
      expect(hidden.changes).toEqual({ status: { from: 'approved', to: 'hidden' } });
    });

    it('search synonyms: the list replaced', async () => {
      const before = (await app.inject({ url: '/api/admin/search-synonyms/', headers: staff.auth })).json();
      const groups = [...before.groups, ['audit-garri', 'audit-cassava flakes']];
      const saved = one(await during(() => call('PUT', '/api/admin/search-synonyms/', { groups }).then(() => {})));
      expect(saved).toMatchObject({
        action: 'setting.search_synonyms',
        entity_type: 'setting',
        entity_id: 'search_synonyms',
      });
      expect(saved.changes).toEqual({ groups: { from: before.groups, to: groups } });
    });

    it('bank transfers: a confirmation, and not a refused one', async () => {
      const buyer = await makeSignedInUser(db);
      const placed = await placeOrderFor(app, db, buyer.auth);
      const chosen = await app.inject({
        method: 'POST',
        url: `/api/orders/${placed.order_id}/bank-transfer/`,
        headers: buyer.auth,
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const order = await db.selectFrom('orders').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow();
      const body = (amount: number) => ({
        amount: toDecimalText(amount),
        currency: order.currency,
        received_on: '2026-11-24',
        bank_reference: 'AUDIT/2611/1',
      });
      const url = `/api/admin/orders/${placed.id}/transfer-confirmation`;
      const short = await during(async () => {
        await call('POST', url, body(order.total_minor - 1), 400);
      });
      expect(short).toEqual([]);
      const confirmed = one(await during(() => call('POST', url, body(order.total_minor)).then(() => {})));
      expect(confirmed).toMatchObject({
        action: 'order.transfer_confirmed',
        entity_type: 'order',
        entity_id: order.order_ref,
      });
      expect(confirmed.changes).toMatchObject({
        state: { from: 'awaiting', to: 'opened' },
        amount_received_minor: { from: null, to: order.total_minor },
        bank_reference: { from: null, to: 'AUDIT/2611/1' },
      });
      const again = await during(async () => {
        await call('POST', url, body(order.total_minor), 409);
      });
      expect(again).toEqual([]);
    });
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
