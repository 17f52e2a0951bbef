import { languageParam, languages, type Language } from '@oja/shared/languages';

/** One `<url>` of a sitemap: an absolute address and, where known, the day it last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** The sitemap protocol's limit per file (sitemaps.org). */
export const sitemapUrlLimit = 50_000;

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEscapes[c]!);

/** An address in a language: English at the plain address, the others with `?lang=xx`. */
function inLanguage(loc: string, language: Language): string {
  if (language === 'en') return loc;
  return `${loc}${loc.includes('?') ? '&' : '?'}${languageParam}=${language}`;
}

/**
 * A sitemaps.org `urlset` document; duplicate addresses are listed once. Without `language` it is
 * the plain list; with one (a sitemap per language: /sitemap.xml?lang=yo), each address is that
 * language's, with its `hreflang` alternates in every language (Google's sitemap form of them).
 */
export function sitemapXml(entries: SitemapEntry[], language?: Language): string {
  const seen = new Set<string>();
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    language
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const { loc, lastmod } of entries) {
    if (seen.has(loc)) continue;
    seen.add(loc);
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    if (!language) {
      lines.push(`<url><loc>${escapeXml(loc)}</loc>${modified}</url>`);
      continue;
    }
    const alternates = languages
      .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(inLanguage(loc, l))}"/>`)
      .join('');
    lines.push(`<url><loc>${escapeXml(inLanguage(loc, language))}</loc>${modified}${alternates}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
