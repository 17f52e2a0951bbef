/** What the worker and the page agree on (this file is bundled into both). */

/** The server's mark on pages rendered for no signed-in customer (apps/server/src/web/offline-headers.ts). */
export const pageCacheHeader = 'oja-page-cache';

export const offlinePage = '/offline.html';

/** The runtime caches. The page deletes `pages` when the signed-in customer changes. */
export const cacheNames = {
  pages: 'oja-pages',
  images: 'oja-images',
  shell: 'oja-shell',
  assets: 'oja-assets',
} as const;

/**
 * Pages worth keeping for offline browsing: the catalogue and the shop's content pages. Never the
 * cart, checkout, accounts, the dashboard or the back office, whatever the server marks.
 */
const catalogPaths = [
  /^\/$/,
  /^\/home$/,
  /^\/categories(\/[^/]+)?$/,
  /^\/products\/[^/]+$/,
  /^\/search$/,
  /^\/offers?$/,
  /^\/news(\/[^/]+)?$/,
  /^\/(about-us|contact-us|careers|faq|privacy-policy|privacy-and-policy|terms-and-conditions|terms-and-condition)$/,
];

export function catalogOnly(url: URL) {
  const path = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/') || '/';
  return catalogPaths.some((p) => p.test(path));
}
