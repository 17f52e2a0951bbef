import type { FastifyInstance } from 'fastify';

const allowMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const allowHeaders = 'Authorization, Content-Type, Idempotency-Key';
// The paging headers let a client on another origin page through lists (offset and cursor).
const exposeHeaders = 'Retry-After, X-Request-Id, X-Total-Count, X-Next-Cursor';
const preflightMaxAgeSeconds = 600;

/**
 * Cross-origin requests to the API (docs/decisions/0018-original-client-contract.md): off unless
 * CORS_ORIGINS lists exact origins, e.g. the original client on a static host or a mobile app's
 * web view. Only those origins are echoed, with credentials (never `*`, which browsers refuse
 * with credentials anyway); a preflight from one of them is answered here, before any session
 * look-up, and a preflight from any other origin gets no CORS headers, so the browser stops.
 */
export function registerCors(api: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  api.addHook('onRequest', async (req, reply) => {
    // Answers differ by Origin: caches must keep them apart.
    reply.header('vary', 'Origin');
    const origin = req.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      reply.header('access-control-allow-methods', allowMethods);
      reply.header('access-control-allow-headers', allowHeaders);
      reply.header('access-control-max-age', String(preflightMaxAgeSeconds));
      return reply.status(204).send();
    }
    reply.header('access-control-expose-headers', exposeHeaders);
  });
}
