import { beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '@oja/shared/catalog';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';

const { app, db } = await createTestApp();

let staff: { authorization: string };
let spicesId: number;
beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
  spicesId = (await makeCategory(db, { slug: 'spices', title: 'Spices' })).id;
  await makeCategory(db, { slug: 'empty-shelf' });
});

const addProduct = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/add-product', headers: staff, payload });

describe('POST /api/add-product (the original contract, staff only)', () => {
  it('creates a product from the original client’s fields, prices in major units read exactly', async () => {
    const res = await addProduct({
      title: 'Cameroon pepper',
      description: 'Smoky and hot',
      image_url: '/media/demo/cameroon-pepper.svg',
      price: 12.5,
      price_naira: 9000.05,
      quantity: 7,
      show: true,
      category: 'spices',
    });
    expect(res.statusCode).toBe(201);
    const product = productSchema.parse(res.json());
    expect(product).toMatchObject({
      title: 'Cameroon pepper',
      slug: 'cameroon-pepper',
      price: 12.5,
      price_naira: 9000.05,
      quantity: 7,
      show: true,
      category: spicesId,
      image_url: '/media/demo/cameroon-pepper.svg',
    });
    const row = await db.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price_usd_cents: 1250, price_ngn_kobo: 900005, quantity: 7 });
    // Also by category id, with numeric text prices and a hidden product.
    const byId = await addProduct({
      title: 'Hidden grains',
      price: '3',
      price_naira: '2,500',
      category: spicesId,
      show: false,
    });
    expect(byId.json()).toMatchObject({ price: 3, price_naira: 2500, show: false, quantity: 0 });
  });

  it('refuses amounts with more than two decimals, unknown categories and images from other sites', async () => {
    const base = { title: 'x', price: 1, price_naira: 1, category: 'spices' };
    const cases: [object, RegExp][] = [
      [{ price: 0.1 + 0.2 }, /price: give an amount in major units with at most two decimals/],
      [{ price_naira: 1e21 }, /price_naira/],
      [{ category: 'nowhere' }, /category: there is no category "nowhere"/],
      [{ image_url: 'https://cdn.example/x.jpg' }, /image_url: Use a path on this shop/],
      [{ price: -1 }, /price/],
    ];
    for (const [change, message] of cases) {
      const res = await addProduct({ ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().detail).toMatch(message);
    }
  });
});

describe('GET /api/all-products?category={slug}', () => {
  it('lists a category’s visible products for everyone, hidden ones only for staff who ask', async () => {
    await makeProduct(db, spicesId, { title: 'Aaa visible' });
    const open = await app.inject('/api/all-products?category=spices');
    expect(open.statusCode).toBe(200);
    const titles = (open.json() as unknown[]).map((p) => productSchema.parse(p).title);
    expect(titles).toEqual(['Aaa visible', 'Cameroon pepper']);
    const all = await app.inject({ url: '/api/all-products?category=spices&include_hidden=true', headers: staff });
    expect(all.json().map((p: { title: string }) => p.title)).toEqual([
      'Aaa visible',
      'Cameroon pepper',
      'Hidden grains',
    ]);
    expect((await app.inject('/api/all-products?category=empty-shelf')).json()).toEqual([]);
    expect((await app.inject('/api/all-products?category=nowhere')).statusCode).toBe(404);
    expect((await app.inject('/api/all-products')).json()).toHaveLength(2);
  });
});
