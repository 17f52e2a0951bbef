import { languageParam, languages } from '@oja/shared/languages';

/** Paths with nothing for a search engine: the API, and pages that are private to a shopper or staff. */
export const disallowedPaths = ['/api/', '/dashboard', '/checkout', '/place-order', '/admin'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    // One sitemap per interface language (docs/decisions/0034-interface-languages.md).
    ...languages.map((l) => `Sitemap: ${origin}/sitemap.xml${l === 'en' ? '' : `?${languageParam}=${l}`}`),
    '',
  ].join('\n');
}
