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

it('robots.txt keeps crawlers out of the API and private pages and names the sitemap of each language', () => {
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
    'Sitemap: https://oja.test/sitemap.xml?lang=pcm',
    'Sitemap: https://oja.test/sitemap.xml?lang=yo',
    'Sitemap: https://oja.test/sitemap.xml?lang=ha',
    'Sitemap: https://oja.test/sitemap.xml?lang=ig',
    '',
  ]);
});

it('writes one sitemap per language, each address with its hreflang alternates', () => {
  const entries = [
    { loc: 'https://oja.test/products/egusi', lastmod: '2026-03-02' },
    { loc: 'https://oja.test/search?q=1' },
  ];
  const yo = sitemapXml(entries, 'yo');
  expect(yo).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(yo).toContain(
    '<url><loc>https://oja.test/products/egusi?lang=yo</loc><lastmod>2026-03-02</lastmod>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://oja.test/products/egusi"/>' +
      '<xhtml:link rel="alternate" hreflang="pcm" href="https://oja.test/products/egusi?lang=pcm"/>' +
      '<xhtml:link rel="alternate" hreflang="yo" href="https://oja.test/products/egusi?lang=yo"/>' +
      '<xhtml:link rel="alternate" hreflang="ha" href="https://oja.test/products/egusi?lang=ha"/>' +
      '<xhtml:link rel="alternate" hreflang="ig" href="https://oja.test/products/egusi?lang=ig"/></url>',
  );
  expect(yo).toContain('<loc>https://oja.test/search?q=1&amp;lang=yo</loc>');
  expect(sitemapXml(entries, 'en')).toContain('<loc>https://oja.test/products/egusi</loc>');
});
