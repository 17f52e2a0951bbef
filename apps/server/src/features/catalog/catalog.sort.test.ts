import { beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '@oja/shared/catalog';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct } from '@oja/testing/factories/factories';

const { app, db } = await createTestApp();

const slugs = async (url: string) => {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return (res.json() as { slug: string }[]).map((p) => p.slug);
};

beforeAll(async () => {
  const food = await makeCategory(db, { slug: 'food' });
  // Dollar and naira prices order differently, so sorting must use the currency shown.
  await makeProduct(db, food.id, { slug: 'a', price_usd_cents: 1000, price_ngn_kobo: 900_000 });
  await makeProduct(db, food.id, { slug: 'b', price_usd_cents: 2000, price_ngn_kobo: 500_000 });
  // On offer: 10 % off in dollars, 30 % off in naira.
  await makeProduct(db, food.id, {
    slug: 'c',
    price_usd_cents: 3000,
    price_ngn_kobo: 1_000_000,
    sale_price_usd_cents: 2700,
    sale_price_ngn_kobo: 700_000,
  });
  // On offer: 20 % off in dollars, 5 % off in naira.
  await makeProduct(db, food.id, {
    slug: 'd',
    price_usd_cents: 500,
    price_ngn_kobo: 2_000_000,
    sale_price_usd_cents: 400,
    sale_price_ngn_kobo: 1_900_000,
  });
  await makeProduct(db, food.id, {
    slug: 'hidden-deal',
    visible: 0,
    price_usd_cents: 1000,
    sale_price_usd_cents: 100,
  });
});

describe('sorting by price is done by the server, in the currency shown', () => {
  it('orders by the price a buyer pays in dollars', async () => {
    expect(await slugs('/api/products/?category=food&sort=price_asc')).toEqual(['d', 'a', 'b', 'c']);
    expect(await slugs('/api/products/?category=food&sort=price_desc&currency=USD')).toEqual(['c', 'b', 'a', 'd']);
  });

  it('orders by the naira price for naira shoppers', async () => {
    expect(await slugs('/api/products/?category=food&sort=price_asc&currency=NGN')).toEqual(['b', 'c', 'a', 'd']);
    expect(await slugs('/api/products/?category=food&sort=price_desc&currency=NGN')).toEqual(['d', 'a', 'c', 'b']);
  });

  it('pages through a sorted list without losing or repeating products', async () => {
    const first = await slugs('/api/products/?category=food&sort=price_desc&limit=2');
    const second = await slugs('/api/products/?category=food&sort=price_desc&limit=2&offset=2');
    expect([...first, ...second]).toEqual(['c', 'b', 'a', 'd']);
  });
});

describe('special offers', () => {
  it('lists only visible products on offer, best saving first', async () => {
    const res = await app.inject('/api/products/?on_offer=true&sort=discount');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { slug: string; percent_off: number }[];
    for (const p of body) productSchema.parse(p);
    expect(body.map((p) => [p.slug, p.percent_off])).toEqual([
      ['d', 20],
      ['c', 10],
    ]);
    expect(await slugs('/api/products/?on_offer=true&sort=discount&currency=NGN')).toEqual(['c', 'd']);
  });

  it('sorts everything by saving when asked, products without an offer last', async () => {
    expect(await slugs('/api/products/?category=food&sort=discount')).toEqual(['d', 'c', 'a', 'b']);
  });

  it('answers 400 for a malformed flag', async () => {
    expect((await app.inject('/api/products/?on_offer=sometimes')).statusCode).toBe(400);
  });
});

describe('GET /api/products/{slug}/', () => {
  it('answers one visible product in the contract shape', async () => {
    for (const url of ['/api/products/c/', '/api/products/c']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(productSchema.parse(res.json())).toMatchObject({
        slug: 'c',
        price: 27,
        regular_price: 30,
        percent_off: 10,
      });
    }
  });

  it('answers 404 for a hidden or unknown product', async () => {
    for (const slug of ['hidden-deal', 'no-such-thing', 'Bad%20Slug']) {
      const res = await app.inject(`/api/products/${slug}/`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });
});
