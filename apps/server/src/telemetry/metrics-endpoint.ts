import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header carries the metrics token (`Bearer <token>`), compared in
 * constant time. No token configured: only the separate metrics port serves them, and there
 * anyone who can reach that port may read them (it listens on 127.0.0.1 by default).
 */
export function tokenAccepted(token: string | null, authorization: string | undefined): boolean {
  if (token === null) return true;
  const given = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** The scrape's answer: status, content type and body (a 401 in the API's `{detail, code}` shape). */
export async function scrape(registry: Registry, token: string | null, authorization: string | undefined) {
  if (!tokenAccepted(token, authorization)) {
    return {
      status: 401,
      type: 'application/json',
      body: JSON.stringify({
        detail: 'The metrics need the metrics token (Authorization: Bearer …).',
        code: 'unauthorized',
      }),
    };
  }
  return { status: 200, type: registry.contentType, body: await registry.metrics() };
}

/**
 * `/metrics` on a listener of its own (METRICS_PORT on METRICS_HOST, 127.0.0.1 by default), so
 * that it is never reachable through the public port or nginx. Answers nothing else.
 */
export async function startMetricsServer(
  registry: Registry,
  options: { host: string; port: number; token: string | null },
) {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!.replace(/\/+$/, '');
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'Only GET /metrics is served here.', code: 'not_found' }));
      return;
    }
    scrape(registry, options.token, req.headers.authorization).then(
      (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.type, 'cache-control': 'no-store' });
        res.end(answer.body);
      },
      () => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ detail: 'The metrics could not be collected.', code: 'internal' }));
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
