import type { RouterContextProvider } from 'react-router';
import { apiData } from '../../lib/api.server';
import { listNews } from '../content/news.server';
import { sitemapUrlLimit, type SitemapEntry } from './sitemap';

/** Pages every visitor sees the same way; duplicate spellings are left out (they name these). */
export const staticPagePaths = [
  '/',
  '/about-us',
  '/contact-us',
  '/faq',
  '/news',
  '/careers',
  '/privacy-policy',
  '/terms-and-conditions',
  '/categories',
];

/**
 * Every public address of the shop, absolute, from the API's own lists, within the 50,000 one
 * sitemap file may hold (a larger catalogue would need a sitemap index; the shop is far from it).
 */
export async function sitemapEntries(context: Readonly<RouterContextProvider>): Promise<SitemapEntry[]> {
  const [shop, categories, products] = await Promise.all([
    apiData(context, '/api/shop/'),
    apiData(context, '/api/categories/?include_products=false'),
    apiData(context, `/api/product-slugs/?limit=${sitemapUrlLimit}`),
  ]);
  const origin = shop.public_url;
  const entries: SitemapEntry[] = [
    ...staticPagePaths.map((path) => ({ loc: origin + path })),
    ...listNews().map((post) => ({ loc: `${origin}/news/${post.slug}`, lastmod: post.date })),
    ...categories.map((c) => ({ loc: `${origin}/categories/${c.slug}` })),
  ];
  const productEntries = products.map((p) => ({
    loc: `${origin}/products/${p.slug}`,
    lastmod: p.updated_at.slice(0, 10),
  }));
  return entries.concat(productEntries).slice(0, sitemapUrlLimit);
}
