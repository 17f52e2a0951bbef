import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { Registry } from 'prom-client';
import type { Database } from './db/connection.ts';
import type { Readiness } from './features/health/index.ts';
import { scrape } from './telemetry/index.ts';

/**
 * What a worker process (PROCESS_ROLE=worker) answers on its port, for a supervisor or a
 * container's health check: `GET /health` (or `/api/health/`, the web processes' path) is 200
 * `{status: "ok", role: "worker", database}` while the database answers, 503 otherwise;
 * `/health/live` and `/health/ready` (also under `/api`) as on the web processes; and `/metrics`
 * with the metrics token when METRICS_TOKEN is set without METRICS_PORT. Nothing else is served:
 * a worker is never put behind the load balancer.
 */
export async function startWorkerHealth(
  database: Database,
  host: string,
  port: number,
  extra: { readiness: Readiness; metrics: { registry: Registry; token: string | null } | null },
) {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '')
      .split('?')[0]!
      .replace(/\/+$/, '')
      .replace(/^\/api(?=\/health)/, '');
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    const failed = () => send(500, { detail: 'The check failed.', code: 'internal' });
    if (req.method === 'GET' && path === '/metrics' && extra.metrics) {
      const { registry, token } = extra.metrics;
      scrape(registry, token, req.headers.authorization).then((answer) => {
        res.writeHead(answer.status, { 'content-type': answer.type, 'cache-control': 'no-store' });
        res.end(answer.body);
      }, failed);
      return;
    }
    if (req.method === 'GET' && path === '/health/live') return send(200, { status: 'ok' });
    if (req.method === 'GET' && path === '/health/ready') {
      extra.readiness
        .check()
        .then(
          (report) =>
            report.ready
              ? send(200, { status: 'ready', checks: report.checks })
              : send(503, { detail: 'Not ready.', code: 'unavailable', checks: report.checks }),
          failed,
        );
      return;
    }
    if (req.method !== 'GET' || path !== '/health') {
      return send(404, {
        detail: 'A worker answers only GET /health, /health/live, /health/ready.',
        code: 'not_found',
      });
    }
    sql`select 1`
      .execute(database.db)
      .then(() => send(200, { status: 'ok', role: 'worker', database: database.dialect }))
      .catch(() => send(503, { detail: 'The database is not answering.', code: 'unavailable' }));
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
