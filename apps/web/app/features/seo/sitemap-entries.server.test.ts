import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refused, thrown } from '../../lib/fake-api.test-support';
import { listNews } from '../content/news.server';
import { sitemapUrlLimit } from './sitemap';
import { sitemapEntries, staticPagePaths } from './sitemap-entries.server';

const origin = 'https://oja.example';
const products = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    slug: `product-${i + 1}`,
    updated_at: `2026-10-0${(i % 9) + 1}T08:30:00.000Z`,
  }));

function shopApi(productSlugs: unknown[]) {
  return fakeApi({
    'GET /api/shop/': ok({ public_url: origin, time_zone: 'Africa/Lagos' }),
    'GET /api/categories/?include_products=false': ok([
      { id: 1, slug: 'spices', title: 'Spices' },
      { id: 2, slug: 'grains', title: 'Grains' },
    ]),
    [`GET /api/product-slugs/?limit=${sitemapUrlLimit}`]: ok(productSlugs),
  });
}

describe('sitemapEntries', () => {
  it('lists the static pages, the news, the categories and the products, absolute, at the shop’s public address', async () => {
    const { context } = shopApi(products(2));
    const entries = await sitemapEntries(context);
    const news = listNews();
    expect(entries).toEqual([
      ...staticPagePaths.map((path) => ({ loc: origin + path })),
      ...news.map((post) => ({ loc: `${origin}/news/${post.slug}`, lastmod: post.date })),
      { loc: `${origin}/categories/spices` },
      { loc: `${origin}/categories/grains` },
      { loc: `${origin}/products/product-1`, lastmod: '2026-10-01' },
      { loc: `${origin}/products/product-2`, lastmod: '2026-10-02' },
    ]);
    expect(entries[0]).toEqual({ loc: `${origin}/` });
  });

  it('stops at the 50,000 addresses one sitemap file may hold, leaving out the last products', async () => {
    const { context } = shopApi(products(sitemapUrlLimit));
    const entries = await sitemapEntries(context);
    expect(entries).toHaveLength(sitemapUrlLimit);
    expect(entries.at(-1)?.loc).not.toBe(`${origin}/products/product-${sitemapUrlLimit}`);
    expect(entries.slice(0, staticPagePaths.length).map((e) => e.loc)).toEqual(staticPagePaths.map((p) => origin + p));
  });

  it('an API error becomes the error response with its status', async () => {
    const { context } = fakeApi({
      'GET /api/shop/': ok({ public_url: origin }),
      'GET /api/categories/?include_products=false': refused(503, 'Briefly unavailable', 'unavailable'),
      [`GET /api/product-slugs/?limit=${sitemapUrlLimit}`]: ok([]),
    });
    expect(await thrown(sitemapEntries(context))).toMatchObject({
      data: { detail: 'Briefly unavailable', code: 'unavailable' },
      init: { status: 503 },
    });
  });
});
