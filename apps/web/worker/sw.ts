/// <reference lib="webworker" />
/**
 * The shop's service worker (built by scripts/build-worker.mjs into build/client/sw.js).
 *
 * - The app shell (the catalogue's scripts, the offline page) is precached, except with the data
 *   saver on; other built scripts are kept once loaded. The app icons are not precached: the
 *   browser fetches them itself when the shop is installed.
 * - Catalogue pages (and their `.data` requests) are fetched from the network first and kept for
 *   offline use, but only when the server marked them `oja-page-cache: public`: rendered for no
 *   signed-in customer. Pages for an account, the back office and the API are never kept.
 * - Images the shopper has seen are kept (the newest few hundred).
 * - Any other page asked for offline gets the offline page.
 * - A new release takes over at once (skipWaiting, clientsClaim); the page offers a reload.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { cacheNames, catalogueOnly, offlinePage, pageCacheHeader } from './offline-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Registered as sw.js?save-data=1 with the data saver on: no app shell in advance, only the
// offline page, the web app manifest and the favicon (the entries with a revision); scripts are
// still kept once the pages load them (issue 34).
const saveData = new URL(self.location.href).searchParams.get('save-data') === '1';
// The build writes the list in place of the one mention of self.__WB_MANIFEST.
const shell = self.__WB_MANIFEST;
precacheAndRoute(saveData ? shell.filter((entry) => typeof entry !== 'string' && entry.revision !== null) : shell);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Pages and their data: network first (three seconds on a weak connection), the kept copy offline.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && (request.mode === 'navigate' || url.pathname.endsWith('.data')) && catalogueOnly(url),
  new NetworkFirst({
    cacheName: cacheNames.pages,
    networkTimeoutSeconds: 3,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200], headers: { [pageCacheHeader]: 'public' } }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  }),
);

// React Router's route manifest (which routes a link leads to): the same for everyone, kept so
// that a page reloaded offline still knows its routes.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/__manifest',
  new NetworkFirst({
    cacheName: cacheNames.shell,
    networkTimeoutSeconds: 3,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// Every other page goes to the network; when it cannot, the catch handler answers offline.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// Built scripts and styles outside the shell (accounts, checkout): fingerprinted, so a kept copy
// never goes stale.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: cacheNames.assets,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 150 })],
  }),
);

// Images from the shop (products, categories, hero scenes): the kept copy at once, refreshed behind.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.destination === 'image' && !url.pathname.startsWith('/api/'),
  new StaleWhileRevalidate({
    cacheName: cacheNames.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(offlinePage)) ?? Response.error();
  return Response.error();
});
