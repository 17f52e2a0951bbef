import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrderBody, seedLoadShop } from '@oja/testing/factories/load-shop';
import { freePort, startShopProcess, type ShopProcess } from '@oja/testing/processes/shop-process';
import { createTestDatabase, testDialect } from '@oja/testing/databases/test-database';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A request the server has surely received (it answered "100 Continue") whose body the client
 * has not finished sending: in flight until `finish()` sends the rest, slowly.
 */
async function slowUpload(baseUrl: string, token: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body));
  const req = http.request(`${baseUrl}/api/place-order/`, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': payload.length,
      expect: '100-continue',
    },
  });
  // A request cut off answers status 0 with the error as its body.
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', (error) => resolve({ status: 0, body: String(error) }));
  });
  await new Promise<void>((resolve, reject) => {
    req.once('continue', resolve);
    req.once('error', reject);
    req.flushHeaders();
  });
  const half = Math.floor(payload.length / 2);
  req.write(payload.subarray(0, half));
  return {
    answer,
    finish: async () => {
      await pause(100);
      req.end(payload.subarray(half));
    },
  };
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe(`SIGTERM with requests in flight (${testDialect})`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ShopProcess;
  let port: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    port = await freePort();
    server = await startShopProcess({ databaseUrl: database.url, port, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await database?.drop();
  });

  it('finishes them, refuses new connections, stops its jobs and exits with 0', async () => {
    const { products, tokens } = await seedLoadShop(database.db, {
      customers: 12,
      stocks: [1_000, 1_000, 1_000],
      label: 'shutdown',
    });
    const uploads = await Promise.all(
      tokens.map((token, i) => slowUpload(server.baseUrl, token, loadOrderBody(products, i))),
    );

    server.kill('SIGTERM');
    // The listener closes while the uploads are still arriving…
    while (!(await refused(port))) await pause(50);
    expect(server.alive()).toBe(true);
    // …and every one of them still gets its order.
    await Promise.all(uploads.map((u) => u.finish()));
    const answers = await Promise.all(uploads.map((u) => u.answer));
    for (const answer of answers) expect(answer.status, answer.body).toBe(201);
    const refs = answers.map((a) => (JSON.parse(a.body) as { order_id: string }).order_id);
    const stored = await database.db.selectFrom('orders').select('order_ref').execute();
    expect(stored.map((o) => o.order_ref).sort()).toEqual([...refs].sort());

    expect(await server.exited).toEqual({ code: 0, signal: null });
    const log = server.output();
    for (const step of [
      'shutting down',
      'requests finished, listener closed',
      'jobs stopped: order housekeeping, payment reconciliation, mail sender',
      'shut down cleanly',
    ]) {
      expect(log, step).toContain(step);
    }
  });
});

/** The process's exit, or `null` when it is still running after `ms`. */
function exitWithin(server: ShopProcess, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([server.exited, late]).finally(() => clearTimeout(timer));
}

describe(`SIGTERM when the log output is gone (${testDialect})`, () => {
  // main.ts's grace period; the exit must come within it, whatever happens to the log.
  const shutdownGraceMs = 25_000;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ShopProcess | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await database?.drop();
  });

  it('keeps answering when every log write fails (a full disk), then exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    server = await startShopProcess({
      databaseUrl: database.url,
      port,
      env: { LOG_LEVEL: 'info' },
      outputFile: '/dev/full',
    });
    // Each answer logs a line; 60 of them pass the 4 KB buffer, so writes fail (ENOSPC).
    for (let i = 0; i < 60; i++) {
      const res = await fetch(`${server.baseUrl}/api/categories/`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    server.kill('SIGTERM');
    expect(await exitWithin(server, shutdownGraceMs)).toEqual({ code: 0, signal: null });
  });

  it('exits cleanly when the pipes close during the shutdown, with lines still buffered', async () => {
    const port = await freePort();
    server = await startShopProcess({ databaseUrl: database.url, port, env: { LOG_LEVEL: 'info' } });
    const res = await fetch(`${server.baseUrl}/api/categories/`);
    expect(res.status).toBe(200);
    // The parent signals the process group and exits at once: its ends of the pipes close.
    server.kill('SIGTERM');
    server.closeOutput();
    expect(await exitWithin(server, shutdownGraceMs)).toEqual({ code: 0, signal: null });
  });
});
