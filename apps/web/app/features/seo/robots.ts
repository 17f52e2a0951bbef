/** Paths with nothing for a search engine: the API, and pages that are private to a shopper or staff. */
export const disallowedPaths = ['/api/', '/dashboard', '/checkout', '/place-order', '/admin'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
