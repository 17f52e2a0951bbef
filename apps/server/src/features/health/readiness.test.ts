import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { freePort, startShopProcess } from '@oja/testing/processes/shop-process';
import { sql } from 'kysely';

const { app, db } = await createTestApp();

describe('liveness and readiness', () => {
  it('keeps GET /api/health/ as it was', async () => {
    const res = await app.inject({ url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['status', 'database']);
  });

  it('live: 200 without asking the database; ready: 200 with every check', async () => {
    expect((await app.inject({ url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok', shutdown: 'no' },
    });
  });

  it('a migration not applied makes it not ready (503 {detail, code, checks})', async () => {
    const other = await createTestApp();
    await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(other.db);
    const res = await other.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'unavailable', checks: { migrations: 'pending', database: 'ok' } });
    expect(res.json().detail).toContain('migrations: pending');
  });

  it('a media bucket that cannot be reached makes it not ready; liveness stays 200', async () => {
    const port = await freePort();
    const other = await createTestApp({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'oja-nowhere',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'y',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const res = await other.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toMatchObject({ storage: 'failed', database: 'ok' });
    expect((await other.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('draining (shutdown begun) turns readiness false at once', async () => {
    app.readiness.drain();
    const res = await app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.shutdown).toBe('draining');
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    expect(await db.selectFrom('products').select('id').limit(1).execute()).toBeDefined();
  });
});

describe('a real process at SIGTERM with SHUTDOWN_DRAIN_MS', () => {
  it('answers readiness 503 while it still serves requests, then exits 0', async () => {
    const database = await createTestDatabase();
    const shop = await startShopProcess({
      databaseUrl: database.url,
      port: await freePort(),
      env: { SHUTDOWN_DRAIN_MS: '8000' },
    });
    try {
      expect((await fetch(`${shop.baseUrl}/api/health/ready`)).status).toBe(200);
      shop.kill('SIGTERM');
      await expect.poll(async () => (await fetch(`${shop.baseUrl}/api/health/ready`)).status).toBe(503);
      // Still serving while the load balancer notices.
      expect((await fetch(`${shop.baseUrl}/api/health/live`)).status).toBe(200);
      expect((await fetch(`${shop.baseUrl}/api/products/?limit=1`)).status).toBe(200);
      expect(await shop.exited).toEqual({ code: 0, signal: null });
    } finally {
      await shop.stop();
      await database.drop();
    }
  });
});
