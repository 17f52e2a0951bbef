import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookie } from '../features/accounts/index.ts';

/**
 * The header that lets the shop's service worker keep a page for offline use. It is set only on
 * pages (and their `.data` requests) rendered for a request that carries no signed-in session, so
 * a page that shows an account (a name, orders, saved items) is never kept on the device and never
 * served to whoever uses the browser next. The worker keeps nothing that lacks it.
 */
export const pageCacheHeader = 'oja-page-cache';

export function markAnonymousRender(req: FastifyRequest, reply: FastifyReply, status: number) {
  if (req.method !== 'GET' || status !== 200) return;
  if (req.cookies?.[sessionCookie] || req.headers.authorization) return;
  reply.header(pageCacheHeader, 'public');
}

/** The service worker's own address, at the site's root so that its scope is the whole shop. */
export const workerPath = '/sw.js';

/**
 * The worker script's headers. Browsers check it for updates at most once a day whatever it says,
 * but a cached copy would keep an old release in charge: `no-cache` makes every check ask the
 * server. Its policy is what the worker itself may do: fetch from the shop (and the images'
 * origin), load its own scripts; nothing else.
 */
export function workerHeaders(imageOrigins: string[]): Record<string, string> {
  return {
    'cache-control': 'no-cache',
    'service-worker-allowed': '/',
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      ["connect-src 'self'", ...imageOrigins].join(' '),
    ].join('; '),
  };
}

/**
 * The page the worker shows offline: its own inline styles, the shop's icon and its one inline
 * script (which picks the shopper's language), allowed by its hash, nothing else. A change to the
 * script changes its hash: offline-headers.test.ts compares this one with apps/web/public/offline.html.
 */
export const offlinePagePath = '/offline.html';
export const offlineScriptHash = 'sha256-WC4dKhdhcNqekSAWY01kdYkmHA/L5b5lth6Cz3oWWIU=';
export const offlinePagePolicy = `default-src 'none'; script-src '${offlineScriptHash}'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/**
 * Sets {@link workerHeaders} on the built worker file and the offline page's policy on that page
 * (both served by the static files' routes, whose policy otherwise allows nothing).
 */
export function serveWorkerHeaders(app: FastifyInstance, imageOrigins: string[]) {
  const headers = workerHeaders(imageOrigins);
  app.addHook('onSend', async (req, reply, payload) => {
    const path = req.url.split('?')[0];
    if (path === workerPath) reply.headers(headers);
    else if (path === offlinePagePath) reply.header('content-security-policy', offlinePagePolicy);
    return payload;
  });
}
