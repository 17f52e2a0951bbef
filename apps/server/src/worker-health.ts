import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { Database } from './db/connection.ts';

/**
 * What a worker process (PROCESS_ROLE=worker) answers on its port, for a supervisor or a
 * container's health check: `GET /health` (or `/api/health/`, the web processes' path) is 200
 * `{status: "ok", role: "worker", database}` while the database answers, 503 otherwise. Nothing
 * else is served: a worker is never put behind the load balancer.
 */
export async function startWorkerHealth(database: Database, host: string, port: number) {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!.replace(/\/+$/, '');
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || (path !== '/health' && path !== '/api/health')) {
      return send(404, { detail: 'A worker answers only GET /health.', code: 'not_found' });
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
