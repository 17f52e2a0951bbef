import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../build-app.ts';
import { loadConfig } from '../config.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { testPasswordHashing, type LogRecord } from '@oja/testing/app/test-app';
import { createTestDatabase, testDialect } from '@oja/testing/databases/test-database';
import { dropKinds, dropMany, type ChaosTarget } from '@oja/testing/drills/dropped-connections';
import { makeSignedInUser } from '@oja/testing/factories/factories';

/**
 * Chaos: hundreds of page and API requests against the production build of the pages, each
 * abandoned by its client at another moment (before the headers, mid-stream, during compression
 * and the script rewrite, while loaders wait; resets, slow and non-reading clients, half-sent
 * forms), with and without compression. Issue 28: one such visitor took the whole process down
 * (an `error` event nobody listened to on a stream of the page renderer). Afterwards the shop
 * must answer every page in full, and its sockets, handles and memory must be back where they were.
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const logs: LogRecord[] = [];
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-chaos-media-'));
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;
const targets: ChaosTarget[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, mediaDir);
  const config = loadConfig({ NODE_ENV: 'test', MEDIA_DIR: mediaDir, LOG_LEVEL: 'info', ...testPasswordHashing });
  const logger = { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } };
  app = await buildApp({ config, database, logger, pages: 'production' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;

  const { db } = database;
  const category = await db.selectFrom('categories').select('slug').orderBy('position').executeTakeFirstOrThrow();
  const product = await db
    .selectFrom('products')
    .select(['id', 'slug', 'image_url'])
    .where('quantity', '>', 5)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const customer = (await makeSignedInUser(db)).cookie.cookie;
  const staff = (await makeSignedInUser(db, { role: 'staff' })).cookie.cookie;
  const get = (p: string, cookie?: string): ChaosTarget => ({ method: 'GET', path: p, cookie });
  const visitorPages = [
    '/',
    '/categories',
    `/categories/${category.slug}`,
    `/categories/${category.slug}.data`,
    `/products/${product.slug}`,
    '/search/?results=oil',
    '/offers',
    '/cart',
    '/login',
    '/register',
    '/reset-password',
    '/about-us',
    '/contact-us',
    '/careers',
    '/faq',
    '/news',
    '/privacy-policy',
    '/terms-and-conditions',
    '/sitemap.xml',
    '/robots.txt',
    '/no-such-page',
  ];
  const customerPages = [
    '/dashboard',
    '/dashboard/my-orders',
    '/dashboard/edit-profile',
    '/dashboard/saved',
    '/dashboard/addresses',
    '/dashboard/notifications',
    '/place-order',
    '/cart',
  ];
  const staffPages = ['/admin', '/admin/orders', '/admin/products'];
  const api = [
    '/api/health/',
    '/api/products/?limit=24',
    `/api/products/${product.id}/`,
    '/api/categories/',
    '/api/cart/',
    '/api/search-suggestions/?q=pep',
    product.image_url,
  ];
  targets.push(
    ...visitorPages.map((p) => get(p)),
    ...customerPages.map((p) => get(p, customer)),
    ...staffPages.map((p) => get(p, staff)),
    ...api.map((p) => get(p, customer)),
    get('/api/admin/catalogue/export.csv', staff),
    {
      method: 'POST',
      path: '/cart',
      cookie: customer,
      form: `intent=add&product_id=${product.id}&quantity=1&redirectTo=%2Fcart`,
    },
    { method: 'POST', path: '/login', form: 'email=nobody%40example.com&password=not-the-password&next=%2F' },
  );
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const openConnections = () =>
  new Promise<number>((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

/** Every target answered in full, as a visitor who stays would get it (no connection kept open). */
async function answerAll() {
  for (const target of targets) {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: target.path,
          method: target.method,
          agent: false,
          headers: {
            'accept-encoding': 'gzip, br',
            ...(target.cookie ? { cookie: target.cookie } : {}),
            ...(target.form
              ? { 'content-type': 'application/x-www-form-urlencoded', origin: `http://127.0.0.1:${port}` }
              : {}),
          },
        },
        (res) => {
          res.resume();
          res.once('end', () => resolve(res.statusCode ?? 0));
          res.once('error', reject);
        },
      );
      req.once('error', reject);
      req.end(target.form);
    });
    expect(status, `${target.method} ${target.path}`).toBeLessThan(500);
  }
}

const handles = () => process.getActiveResourcesInfo();

/** Heap in use once garbage is collected, in MB. */
function heapMb() {
  collectGarbage();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

const allClosed = () =>
  vi.waitFor(async () => expect(await openConnections()).toBe(0), { timeout: 30_000, interval: 50 });

describe(`visitors who leave at any moment (${testDialect}, production pages)`, () => {
  it(
    'end one response each, never the process; the shop then answers everything in full',
    { timeout: 240_000 },
    async () => {
      // Warm: every page rendered once, caches filled, the code compiled.
      await answerAll();
      await answerAll();
      await allClosed();
      const before = { handles: handles(), heapMb: heapMb() };
      const firstLine = logs.length;
      // What would end a real process (here the test runner keeps it alive, and reports it too).
      const uncaught: string[] = [];
      const onUncaught = (error: Error) => uncaught.push(String(error.stack ?? error));
      process.on('uncaughtException', onUncaught);

      const seed = Date.now() % 100_000;
      // Each target with each way of leaving, with and without compression.
      const count = targets.length * dropKinds.length * 2;
      const run = await dropMany(port, targets, { count, atOnce: 8, seed, idPrefix: 'chaos' });
      expect(run.requests, `seed ${seed}`).toBeGreaterThanOrEqual(500);
      process.off('uncaughtException', onUncaught);
      expect(uncaught, `seed ${seed}`).toEqual([]);

      // Every connection closed, and the process's handles (sockets, timers) back to where they
      // were: one kept per abandoned request would never come back.
      await allClosed();
      await vi.waitFor(() => expect(handles().length, `seed ${seed}`).toBeLessThanOrEqual(before.handles.length), {
        timeout: 30_000,
        interval: 100,
      });
      // No memory kept per abandoned request (a few hundred pages' worth would show).
      const after = { handles: handles(), heapMb: heapMb() };
      expect(after.heapMb - before.heapMb, `seed ${seed}`).toBeLessThan(16);

      // The shop still serves: every page and route in full, its health among them.
      await answerAll();

      const chaosLines = logs.slice(firstLine).filter((l) => String(l.reqId ?? '').startsWith('chaos-'));
      // A visitor who leaves is not a server failure: nothing at warn or above, no 5xx.
      expect(
        chaosLines.filter((l) => l.level >= 40),
        `seed ${seed}`,
      ).toEqual([]);
      const statuses = chaosLines.map((l) => (l.res as { statusCode?: number } | undefined)?.statusCode ?? 0);
      expect(
        statuses.filter((s) => s >= 500),
        `seed ${seed}`,
      ).toEqual([]);
      // Logged once: at most one line per abandoned request says that its visitor left.
      const goneLines = new Map<string, number>();
      for (const line of chaosLines) {
        if (/went away|closed prematurely|aborted/.test(line.msg)) {
          goneLines.set(String(line.reqId), (goneLines.get(String(line.reqId)) ?? 0) + 1);
        }
      }
      expect(
        [...goneLines].filter(([, n]) => n > 1),
        `seed ${seed}`,
      ).toEqual([]);
      console.info(
        `chaos: ${run.requests} requests dropped (seed ${seed}); handles ${before.handles.length}→${after.handles.length}, heap ${before.heapMb.toFixed(1)}→${after.heapMb.toFixed(1)} MB`,
      );
    },
  );
});
