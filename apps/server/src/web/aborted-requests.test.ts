import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../build-app.ts';
import { loadConfig } from '../config.ts';
import { testPasswordHashing, type LogRecord } from '@oja/testing/app/test-app';
import { createTestDatabase } from '@oja/testing/databases/test-database';

/**
 * Browsers abort requests all the time (a double tap on +, a navigation that replaces another, a
 * phone losing its signal). A request its client gave up is not a server failure: it must not be
 * logged as an error or answered 5xx. These run the built pages over real HTTP, because only a
 * real socket closes half-way.
 */
const logs: LogRecord[] = [];
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-media-'));
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', MEDIA_DIR: mediaDir, LOG_LEVEL: 'info', ...testPasswordHashing });
  const logger = { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } };
  app = await buildApp({ config, database, logger, pages: 'production' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

/** Sends `head` and `body` on a raw socket; `leave` decides when the client goes away. */
function rawRequest(head: string, body: string, leave: 'after-sending' | 'after-first-bytes') {
  return new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head + '\r\n' + body);
      if (leave === 'after-sending') {
        socket.destroy();
        resolve();
      }
    });
    socket.once('data', () => {
      socket.destroy();
      resolve();
    });
    socket.on('error', () => resolve());
  });
}

const headOf = (method: string, url: string, id: string, extra: string[] = []) =>
  [
    `${method} ${url} HTTP/1.1`,
    'Host: 127.0.0.1',
    `x-request-id: ${id}`,
    'Accept-Encoding: br, gzip',
    ...extra,
    '',
  ].join('\r\n') + '\r\n';

const linesOf = (id: string) => logs.filter((l) => l.reqId === id);

function expectNoFailure(id: string) {
  const lines = linesOf(id);
  expect(
    lines.filter((l) => l.level >= 50),
    JSON.stringify(lines),
  ).toEqual([]);
  const statuses = lines.map((l) => (l.res as { statusCode?: number } | undefined)?.statusCode ?? 0);
  expect(
    statuses.filter((s) => s >= 500),
    JSON.stringify(lines),
  ).toEqual([]);
}

it('a cart action whose client stays gets its answer (only a gone client ends quietly)', async () => {
  const res = await fetch(`http://127.0.0.1:${port}/cart.data`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'stays-1' },
    body: 'intent=add&product_id=999999&js=1&redirectTo=%2F',
  });
  await res.arrayBuffer();
  expect(res.status).toBe(404);
  await vi.waitFor(() => expect(linesOf('stays-1').length).toBeGreaterThan(0));
  // The page's line and the in-process API call's line (which shares the request id).
  const statuses = new Set(linesOf('stays-1').map((l) => (l.res as { statusCode?: number }).statusCode));
  expect([...statuses]).toEqual([404]);
});

it('a cart action whose client leaves before the answer is not logged as an error or a 5xx', async () => {
  const form = 'intent=increment&product_id=1&js=1&redirectTo=%2F';
  const head = headOf('POST', '/cart.data', 'abort-cart-1', [
    'Content-Type: application/x-www-form-urlencoded',
    `Content-Length: ${form.length}`,
  ]);
  await rawRequest(head, form, 'after-sending');
  await vi.waitFor(() => expect(linesOf('abort-cart-1').length).toBeGreaterThan(0), { timeout: 20_000 });
  expectNoFailure('abort-cart-1');
});

it('a form whose body stops half-way (the connection dropped) is not logged as an error or a 5xx', async () => {
  const head = headOf('POST', '/cart.data', 'abort-cart-2', [
    'Content-Type: application/x-www-form-urlencoded',
    'Content-Length: 200',
  ]);
  await rawRequest(head, 'intent=incr', 'after-sending');
  await vi.waitFor(() => expect(linesOf('abort-cart-2').length).toBeGreaterThan(0), { timeout: 20_000 });
  expectNoFailure('abort-cart-2');
});

it('a page whose reader leaves after the first bytes is not logged as an error or a 5xx', async () => {
  await rawRequest(headOf('GET', '/', 'abort-page-1'), '', 'after-first-bytes');
  await vi.waitFor(() => expect(linesOf('abort-page-1').length).toBeGreaterThan(0), { timeout: 20_000 });
  expectNoFailure('abort-page-1');
});
