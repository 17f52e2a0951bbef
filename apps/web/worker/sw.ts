/// <reference lib="webworker" />
/**
 * The shop's service worker (built by scripts/build-worker.mjs into build/client/sw.js).
 *
 * - Only the offline page, the manifest and the favicon are precached; built scripts and styles
 *   are kept as the shopper loads them (those of the first page copied from the HTTP cache when
 *   the page names them). The app icons are not precached: the browser fetches them itself when
 *   the shop is installed.
 * - Catalogue pages (and their `.data` requests) are fetched from the network first and kept for
 *   offline use, but only when the server marked them `oja-page-cache: public`: rendered for no
 *   signed-in customer. Pages for an account, the back office and the API are never kept.
 * - Images the shopper has seen are kept (the newest few hundred).
 * - Any other page asked for offline gets the offline page; a form sent offline as a page, its
 *   "not saved" version.
 * - A new release takes over at once (skipWaiting, clientsClaim); the page offers a reload.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { cacheNames, catalogOnly, offlinePage, pageCacheHeader } from './offline-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The install fetches only the offline page, the web app manifest and the favicon (the entries
// with a revision; about 6 KB): a first visit's bytes count (issue 34: ≤ 250 KB all told,
// decision 0072). The scripts and styles of the app shell are kept as the shopper loads them:
// those the first page loaded before the worker took charge are named by the page in a
// `keep-loaded` message and copied from the browser's HTTP cache (no second download); later
// ones through the route for /assets/ below. sw.js?save-data=1 (the data saver) works the same.
const shell = self.__WB_MANIFEST;
precacheAndRoute(shell.filter((entry) => typeof entry !== 'string' && entry.revision !== null));

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** Built files the first page loaded before the worker was in charge, kept for offline use. */
async function keepLoaded(urls: unknown) {
  if (!Array.isArray(urls)) return;
  const cache = await caches.open(cacheNames.assets);
  for (const href of urls.slice(0, 200)) {
    if (typeof href !== 'string') continue;
    const url = new URL(href, self.location.href);
    if (!sameOrigin(url) || !url.pathname.startsWith('/assets/')) continue;
    if (await cache.match(url.href)) continue;
    // Fingerprinted and immutable: the HTTP cache answers without the network.
    const response = await fetch(url.href, { cache: 'force-cache' }).catch(() => null);
    if (response?.ok) await cache.put(url.href, response);
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'keep-loaded') return;
  event.waitUntil(keepLoaded(data.urls).finally(() => event.ports[0]?.postMessage('kept')));
});

// Pages and their data: network first (three seconds on a weak connection), the kept copy offline.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && (request.mode === 'navigate' || url.pathname.endsWith('.data')) && catalogOnly(url),
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

// Every other page goes to the network; when it cannot, the catch handler answers offline. So do
// forms sent as pages (POST), as before the page's scripts have run: offline, the shopper gets the
// shop's page saying nothing was saved, not the browser's error.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly(), 'POST');

/** The offline page, marked for a form that could not be sent (offline.html says so). */
async function unsentPage(): Promise<Response> {
  const page = await matchPrecache(offlinePage);
  if (!page) return Response.error();
  const html = (await page.text()).replace('<html lang="en">', '<html lang="en" data-unsent>');
  // Its headers too: the page's policy allows its one script by hash.
  return new Response(html, { status: 503, headers: page.headers });
}

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
  if (request.mode === 'navigate' && request.method === 'POST') return unsentPage();
  if (request.mode === 'navigate') return (await matchPrecache(offlinePage)) ?? Response.error();
  return Response.error();
});
