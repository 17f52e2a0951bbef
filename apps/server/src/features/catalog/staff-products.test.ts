import { beforeAll, describe, expect, it } from 'vitest';
import { staffProductSchema, productPageSchema } from '@oja/shared/staff';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';

const { app, db } = await createTestApp({ LOW_STOCK_THRESHOLD: '5' });

let staff: { authorization: string };
let spices: { id: number };
let art: { id: number };
beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff', first_name: 'Tola' })).auth;
  spices = await makeCategory(db, { slug: 'spices', title: 'Spices' });
  art = await makeCategory(db, { slug: 'art', title: 'Art' });
});

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: staff, payload });
const patch = (url: string, payload: object) => app.inject({ method: 'PATCH', url, headers: staff, payload });
const get = (url: string) => app.inject({ url, headers: staff });

const newProduct = (overrides: object = {}) => ({
  title: 'Yaji suya spice',
  description: 'Kano pepper mix',
  category_id: spices.id,
  price_usd: '6.50',
  price_ngn: '4,500',
  quantity: 12,
  visible: true,
  ...overrides,
});

describe('creating a product', () => {
  it('reads decimal prices exactly into minor units, makes a slug from the title, records the opening stock', async () => {
    const res = await post('/api/admin/products/', newProduct({ price_usd: '1.13', sale_price_usd: '0.29' }));
    expect(res.statusCode).toBe(201);
    const product = staffProductSchema.parse(res.json());
    expect(product).toMatchObject({
      slug: 'yaji-suya-spice',
      price_usd_cents: 113,
      price_ngn_kobo: 450000,
      sale_price_usd_cents: 29,
      sale_price_ngn_kobo: null,
      quantity: 12,
      visible: true,
      category_slug: 'spices',
      order_count: 0,
    });
    const log = await db.selectFrom('stock_adjustments').selectAll().where('product_id', '=', product.id).execute();
    expect(log).toEqual([
      expect.objectContaining({ delta: 12, reason: 'received', quantity_after: 12, note: 'Opening stock' }),
    ]);
  });

  it('keeps slugs unique: a generated one gets a number, an explicit one that is taken is refused', async () => {
    const second = await post('/api/admin/products/', newProduct({ quantity: 0 }));
    expect(second.json().slug).toBe('yaji-suya-spice-2');
    const accents = await post('/api/admin/products/', newProduct({ title: 'Àdìrẹ Cloth (2 m)', quantity: 0 }));
    expect(accents.json().slug).toBe('adire-cloth-2-m');
    const taken = await post('/api/admin/products/', newProduct({ slug: 'yaji-suya-spice' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'conflict', detail: expect.stringContaining('"yaji-suya-spice"') });
    const bad = await post('/api/admin/products/', newProduct({ slug: 'Not A Slug' }));
    expect(bad.statusCode).toBe(400);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const before = await db.selectFrom('products').select('id').execute();
    const cases: [object, RegExp][] = [
      [{ price_usd: '12.345' }, /price_usd: Enter an amount like 12\.50/],
      [{ price_ngn: '-5' }, /price_ngn/],
      [{ price_usd: 12.5 }, /price_usd/],
      [{ price_usd: '0' }, /price_usd: the price must be above zero/],
      [{ sale_price_usd: '6.50' }, /sale_price_usd: a sale price must be above zero and below the regular price/],
      [{ sale_price_ngn: '5000' }, /sale_price_ngn/],
      [{ title: '   ' }, /title: Enter a title/],
      [{ category_id: 999999 }, /category_id: there is no such category/],
      [{ quantity: -1 }, /quantity: Stock cannot be below zero/],
      [{ quantity: 1.5 }, /quantity/],
    ];
    for (const [change, message] of cases) {
      const res = await post('/api/admin/products/', newProduct(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().code).toBe('invalid');
      expect(res.json().detail).toMatch(message);
    }
    expect(await db.selectFrom('products').select('id').execute()).toEqual(before);
  });
});

describe('editing a product', () => {
  it('changes the fields given, keeps the others, and can clear a sale price', async () => {
    const { id } = (await post('/api/admin/products/', newProduct({ title: 'Uziza', sale_price_ngn: '4000' }))).json();
    const res = await patch(`/api/admin/products/${id}`, {
      title: 'Uziza seeds',
      price_usd: '10',
      sale_price_ngn: '',
      category_id: art.id,
      visible: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Uziza seeds',
      slug: 'uziza', // the address stays unless a new slug is asked for
      price_usd_cents: 1000,
      price_ngn_kobo: 450000,
      sale_price_ngn_kobo: null,
      category_id: art.id,
      visible: false,
      description: 'Kano pepper mix',
    });
    expect((await patch(`/api/admin/products/${id}`, { slug: '' })).json().slug).toBe('uziza-seeds');
    expect((await patch(`/api/admin/products/${id}`, { slug: 'uziza-pods' })).json().slug).toBe('uziza-pods');
  });

  it('checks a sale price against the stored regular price', async () => {
    const { id } = (await post('/api/admin/products/', newProduct({ title: 'Ogiri' }))).json();
    const res = await patch(`/api/admin/products/${id}`, { sale_price_usd: '7' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/below the regular price/);
  });

  it('sets, keeps and clears its own low-stock alert line, and the audit log records each change', async () => {
    const { id } = (await post('/api/admin/products/', newProduct({ title: 'Iru', quantity: 7 }))).json();
    const fresh = staffProductSchema.parse((await get(`/api/admin/products/${id}`)).json());
    expect(fresh).toMatchObject({ low_stock_threshold: null, low_stock_default: 5, low_stock: false });

    const set = await patch(`/api/admin/products/${id}`, { low_stock_threshold: 8 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ low_stock_threshold: 8, low_stock: true });
    // Left out, it stays; other changes keep it.
    expect((await patch(`/api/admin/products/${id}`, { title: 'Iru pods' })).json().low_stock_threshold).toBe(8);
    expect((await get(`/api/admin/products/${id}`)).json().low_stock_threshold).toBe(8);
    const cleared = (await patch(`/api/admin/products/${id}`, { low_stock_threshold: null })).json();
    expect(cleared).toMatchObject({ low_stock_threshold: null, low_stock: false });

    const log = await db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity_type', '=', 'product')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    const thresholds = log
      .map((e) => JSON.parse(e.changes) as Record<string, unknown>)
      .filter((c) => 'low_stock_threshold' in c)
      .map((c) => c.low_stock_threshold);
    expect(thresholds).toEqual([
      { from: null, to: 8 },
      { from: 8, to: null },
    ]);

    const created = (
      await post('/api/admin/products/', newProduct({ title: 'Dawadawa', low_stock_threshold: 0 }))
    ).json();
    expect(created).toMatchObject({ low_stock_threshold: 0, low_stock: false });
  });

  it('refuses a low-stock line that is not a whole number from 0 to 1,000,000, and changes nothing', async () => {
    const { id } = (await post('/api/admin/products/', newProduct({ title: 'Ehuru' }))).json();
    await patch(`/api/admin/products/${id}`, { low_stock_threshold: 3 });
    for (const bad of [-1, 2.5, 1_000_001, '4', '']) {
      const res = await patch(`/api/admin/products/${id}`, { low_stock_threshold: bad, title: 'Changed' });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid', detail: expect.stringMatching(/^low_stock_threshold: /) });
    }
    expect((await get(`/api/admin/products/${id}`)).json()).toMatchObject({ title: 'Ehuru', low_stock_threshold: 3 });
    expect((await post('/api/admin/products/', newProduct({ low_stock_threshold: -2 }))).statusCode).toBe(400);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await patch('/api/admin/products/999999', { title: 'x' })).statusCode).toBe(404);
    expect((await get('/api/admin/products/999999')).statusCode).toBe(404);
  });
});

describe('the product list', () => {
  beforeAll(async () => {
    const shelf = await makeCategory(db, { slug: 'herbs', title: 'Herbs' });
    await makeProduct(db, shelf.id, { title: 'Bitter leaf', quantity: 2 });
    await makeProduct(db, shelf.id, { title: 'Scent leaf 100% fresh', quantity: 50 });
    await makeProduct(db, shelf.id, { title: 'Hidden LEAF', quantity: 0, visible: 0 });
    for (let i = 0; i < 25; i++) await makeProduct(db, shelf.id, { title: `Zobo ${String(i).padStart(2, '0')}` });
  });

  it('searches titles without regard to case, and takes % literally', async () => {
    const page = productPageSchema.parse((await get('/api/admin/products/?q=leaf')).json());
    expect(page.items.map((p) => p.title)).toEqual(['Bitter leaf', 'Hidden LEAF', 'Scent leaf 100% fresh']);
    expect(page.total).toBe(3);
    const percent = (await get('/api/admin/products/?q=100%25')).json();
    expect(percent.items.map((p: { title: string }) => p.title)).toEqual(['Scent leaf 100% fresh']);
  });

  it('filters by category, visibility and low stock', async () => {
    const herbs = (await db.selectFrom('categories').select('id').where('slug', '=', 'herbs').executeTakeFirstOrThrow())
      .id;
    const hidden = (await get(`/api/admin/products/?category=${herbs}&visibility=hidden`)).json();
    expect(hidden.items.map((p: { title: string }) => p.title)).toEqual(['Hidden LEAF']);
    const low = (await get(`/api/admin/products/?category=${herbs}&low_stock=true`)).json();
    expect(low.items.map((p: { title: string; low_stock: boolean }) => [p.title, p.low_stock])).toEqual([
      ['Bitter leaf', true],
      ['Hidden LEAF', true],
    ]);
    expect(low.low_stock_threshold).toBe(5);
    const visible = (await get(`/api/admin/products/?category=${herbs}&visibility=visible&q=leaf`)).json();
    expect(visible.total).toBe(2);
  });

  it("lists as low the products at or below their own line, else the shop's", async () => {
    const shelf = await makeCategory(db, { slug: 'own-lines', title: 'Own lines' });
    await makeProduct(db, shelf.id, {
      title: 'Above the default, below its own',
      quantity: 9,
      low_stock_threshold: 10,
    });
    await makeProduct(db, shelf.id, { title: 'At its own line', quantity: 10, low_stock_threshold: 10 });
    await makeProduct(db, shelf.id, { title: 'Below the default, above its own', quantity: 3, low_stock_threshold: 2 });
    await makeProduct(db, shelf.id, { title: 'Below the default, none of its own', quantity: 4 });
    await makeProduct(db, shelf.id, { title: 'Empty, its line at zero', quantity: 0, low_stock_threshold: 0 });
    await makeProduct(db, shelf.id, { title: 'Plenty, none of its own', quantity: 6 });

    const low = productPageSchema.parse((await get(`/api/admin/products/?category=${shelf.id}&low_stock=1`)).json());
    expect(low.items.map((p) => [p.title, p.low_stock, p.low_stock_threshold])).toEqual([
      ['Above the default, below its own', true, 10],
      ['At its own line', true, 10],
      ['Below the default, none of its own', true, null],
      ['Empty, its line at zero', true, 0],
    ]);
    expect(low.total).toBe(4);
    const all = productPageSchema.parse((await get(`/api/admin/products/?category=${shelf.id}`)).json());
    expect(all.items.filter((p) => p.low_stock).map((p) => p.title)).toEqual(low.items.map((p) => p.title));
  });

  it('pages through the results with a total', async () => {
    const first = (await get('/api/admin/products/?q=zobo&per_page=10')).json();
    const third = (await get('/api/admin/products/?q=zobo&per_page=10&page=3')).json();
    expect(first).toMatchObject({ total: 25, page: 1, per_page: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0].title).toBe('Zobo 00');
    expect(third.items.map((p: { title: string }) => p.title)).toEqual([
      'Zobo 20',
      'Zobo 21',
      'Zobo 22',
      'Zobo 23',
      'Zobo 24',
    ]);
    expect((await get('/api/admin/products/?per_page=101')).statusCode).toBe(400);
    expect((await get('/api/admin/products/?visibility=some')).statusCode).toBe(400);
  });
});
