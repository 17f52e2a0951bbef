import { beforeAll, describe, expect, it } from 'vitest';
import { categorySchema, productSchema } from '@oja/shared/catalog';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct } from '@oja/testing/factories/factories';
import { pageLanguageHeader } from '../../i18n/index.ts';

const { app, db } = await createTestApp();

let spices: { id: number };
let art: { id: number };
beforeAll(async () => {
  spices = await makeCategory(db, { slug: 'spices', title: 'Spices', position: 1 });
  art = await makeCategory(db, { slug: 'art', title: 'Art', position: 2 });
  await makeCategory(db, { slug: 'empty-shelf', title: 'Empty shelf', position: 3 });
  await makeProduct(db, spices.id, {
    slug: 'yaji',
    title: 'Yaji suya spice',
    price_usd_cents: 650,
    price_ngn_kobo: 450000,
  });
  await makeProduct(db, spices.id, {
    slug: 'uziza',
    title: 'Uziza seeds',
    price_usd_cents: 1000,
    price_ngn_kobo: 800000,
    sale_price_usd_cents: 850,
    sale_price_ngn_kobo: 680000,
  });
  await makeProduct(db, spices.id, { slug: 'hidden-pepper', title: 'Withdrawn pepper', visible: 0 });
  await makeProduct(db, art.id, {
    slug: 'ife-head',
    title: 'Ife head replica',
    price_usd_cents: 123456,
    price_ngn_kobo: 150000000,
  });
});

describe('GET /api/categories/', () => {
  it('lists every category in order with its visible products nested, in the contract shape', async () => {
    const res = await app.inject('/api/categories/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    for (const c of body) categorySchema.parse(c);
    expect(body.map((c: { slug: string }) => c.slug)).toEqual(['spices', 'art', 'empty-shelf']);
    const spicesBody = body[0];
    expect(spicesBody.products.map((p: { slug: string }) => p.slug).sort()).toEqual(['uziza', 'yaji']);
    expect(body[2].products).toEqual([]);
  });

  it('shows prices in major units, the sale price as the price and the regular one beside it', async () => {
    const body = (await app.inject('/api/categories')).json() as { products: Record<string, unknown>[] }[];
    const uziza = body[0]!.products.find((p) => p.slug === 'uziza');
    expect(uziza).toMatchObject({
      title: 'Uziza seeds',
      price: 8.5,
      price_naira: 6800,
      regular_price: 10,
      regular_price_naira: 8000,
      percent_off: 15,
      show: true,
      quantity: 10,
      category: spices.id,
    });
    const ife = body[1]!.products[0];
    expect(ife).toMatchObject({ price: 1234.56, price_naira: 1_500_000, percent_off: 0 });
  });

  it('can leave the products out for menus', async () => {
    const body = (await app.inject('/api/categories/?include_products=false')).json() as object[];
    expect(body[0]).toEqual({ id: spices.id, slug: 'spices', title: 'Spices', icon: '' });
  });

  it('answers 400 in the error shape for a malformed flag', async () => {
    const res = await app.inject('/api/categories/?include_products=perhaps');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid', detail: expect.stringContaining('include_products') });
  });
});

describe('GET /api/products/', () => {
  it('lists only visible products, as a plain array of the contract shape', async () => {
    const res = await app.inject('/api/products/');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { slug: string }[];
    for (const p of body) productSchema.parse(p);
    expect(body.map((p) => p.slug).sort()).toEqual(['ife-head', 'uziza', 'yaji']);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('works with and without the trailing slash', async () => {
    const a = await app.inject('/api/products');
    const b = await app.inject('/api/products/');
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
  });

  it('filters by category and sorts by the price a buyer pays', async () => {
    const asc = (await app.inject('/api/products/?category=spices&sort=price_asc')).json() as { slug: string }[];
    expect(asc.map((p) => p.slug)).toEqual(['yaji', 'uziza']);
    const desc = (await app.inject('/api/products/?category=spices&sort=price_desc')).json() as { slug: string }[];
    expect(desc.map((p) => p.slug)).toEqual(['uziza', 'yaji']);
  });

  it('pages with limit and offset and reports the total', async () => {
    const res = await app.inject('/api/products/?sort=title&limit=2&offset=1');
    // By title: Ife head replica, Uziza seeds, Yaji suya spice.
    expect((res.json() as { slug: string }[]).map((p) => p.slug)).toEqual(['uziza', 'yaji']);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('answers 404 for an unknown category and 400 for bad parameters', async () => {
    const missing = await app.inject('/api/products/?category=nothing-here');
    expect(missing.statusCode).toBe(404);
    const unknown = {
      code: 'not_found',
      message_id: 'detail.category-not-found',
      message_values: { slug: 'nothing-here' },
    };
    expect(missing.json()).toEqual({ ...unknown, detail: 'Category "nothing-here" not found.' });
    // The web's request (issue 31): in the page's language, the same code.
    const page = await app.inject({
      url: '/api/products/?category=nothing-here',
      headers: { [pageLanguageHeader]: 'yo' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ ...unknown, detail: 'A kò rí ìsọ̀rí "nothing-here".' });
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'sort=cheapest', 'category=Bad%20Slug', 'offset=-1']) {
      const res = await app.inject(`/api/products/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('invalid');
    }
  });
});
