/** One `<url>` of a sitemap: an absolute address and, where known, the day it last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** The sitemap protocol's limit per file (sitemaps.org). */
export const sitemapUrlLimit = 50_000;

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEscapes[c]!);

/** A sitemaps.org `urlset` document; duplicate addresses are listed once. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const { loc, lastmod } of entries) {
    if (seen.has(loc)) continue;
    seen.add(loc);
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    lines.push(`<url><loc>${escapeXml(loc)}</loc>${modified}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
