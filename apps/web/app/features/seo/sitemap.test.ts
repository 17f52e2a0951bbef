import { expect, it } from 'vitest';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

it('writes a sitemaps.org urlset, escaping XML and listing each address once', () => {
  const xml = sitemapXml([
    { loc: 'https://oja.test/' },
    { loc: 'https://oja.test/search?a=1&b=<2>' },
    { loc: 'https://oja.test/news/x', lastmod: '2026-03-02' },
    { loc: 'https://oja.test/' },
  ]);
  expect(xml).toBe(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '<url><loc>https://oja.test/</loc></url>',
      '<url><loc>https://oja.test/search?a=1&amp;b=&lt;2&gt;</loc></url>',
      '<url><loc>https://oja.test/news/x</loc><lastmod>2026-03-02</lastmod></url>',
      '</urlset>',
      '',
    ].join('\n'),
  );
});

it('robots.txt keeps crawlers out of the API and private pages and names the sitemap', () => {
  const txt = robotsTxt('https://oja.test');
  expect(txt.split('\n')).toEqual([
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /checkout',
    'Disallow: /place-order',
    'Disallow: /admin',
    '',
    'Sitemap: https://oja.test/sitemap.xml',
    '',
  ]);
});
