import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../build-app.ts';
import { loadConfig } from '../config.ts';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { testPasswordHashing, type LogRecord } from '@oja/testing/app/test-app';
import { createTestDatabase } from '@oja/testing/databases/test-database';

/**
 * Issue 30: a visitor's page view (no session cookie, no token) makes none of the in-process API
 * calls that could only answer 401 (the user, the unread count, the saved ids); a signed-in
 * customer's does. Needs the web build (`npm run build`), like the other production-pages tests.
 */
const accountCalls = ['/api/me/', '/api/notifications/unread-count/', '/api/saved/ids/'];
const logs: LogRecord[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let mediaDir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-media-'));
  const config = loadConfig({ NODE_ENV: 'test', MEDIA_DIR: mediaDir, LOG_LEVEL: 'info', ...testPasswordHashing });
  const logger = { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } };
  app = await buildApp({ config, database: db, logger, pages: 'production' });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

/** The account API calls a page view made, as its request log shows them. */
async function accountCallsOf(headers: Record<string, string>) {
  logs.length = 0;
  const res = await app.inject({ url: '/', headers });
  expect(res.statusCode).toBe(200);
  const urls = logs.map((l) => (l as { req?: { url?: string } }).req?.url).filter((u): u is string => !!u);
  return accountCalls.filter((call) => urls.includes(call));
}

describe("a visitor's page view", () => {
  it('asks the API nothing that needs a session', async () => {
    expect(await accountCallsOf({})).toEqual([]);
    const four01 = logs.filter((l) => (l as { res?: { statusCode?: number } }).res?.statusCode === 401);
    expect(four01).toEqual([]);
  });

  it('a signed-in customer (cookie or token) is still asked about', async () => {
    const customer = await makeSignedInUser(db.db);
    expect(await accountCallsOf(customer.cookie)).toEqual(accountCalls);
    expect(await accountCallsOf(customer.auth)).toEqual(accountCalls);
  });
});
