import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTimeouts } from '../db/connection.ts';
import { seedLoadShop } from '@oja/testing/factories/load-shop';
import { answerTimes, runOutageDrill, tally } from '@oja/testing/drills/outage-drill';
import { uncappedReservations } from '@oja/testing/factories/order-factories';
import { freePort, startShopProcess, type ShopProcess } from '@oja/testing/processes/shop-process';
import { startTcpProxy, type TcpProxy } from '@oja/testing/fakes/tcp-proxy';
import { createTestDatabase, testDialect } from '@oja/testing/databases/test-database';

/**
 * PostgreSQL goes away under load (a proxy in front of it refuses and resets every connection, as
 * a stopped server does) and comes back. bench/db-outage.ts does the same for 30 s and prints figures.
 */
describe.skipIf(testDialect !== 'postgres')('a PostgreSQL outage under load', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxy;
  let server: ShopProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    // The drill's shoppers keep many orders unpaid: the reservation caps (tested elsewhere) would
    // refuse some of them with 409 and muddy what the outage does.
    server = await startShopProcess({
      databaseUrl: proxy.urlThrough(database.url),
      port: await freePort(),
      env: uncappedReservations,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 with a clear message while the database is away and recovers when it is back', async () => {
    const { products, tokens } = await seedLoadShop(database.db, {
      customers: 30,
      stocks: [1_000_000, 1_000_000, 1_000_000],
      label: 'outage',
    });
    // Generous: the pool's connection timeout plus a margin. What must not happen is a request
    // hanging until the client gives up.
    const answerWithinMs = postgresTimeouts.connectMs + 5_000;
    const report = await runOutageDrill({
      server,
      products,
      tokens,
      cut: () => proxy.cut('refuse'),
      restore: () => proxy.restore(),
      outageMs: 6_000,
      workers: 4,
      answerWithinMs,
    });
    const summary = JSON.stringify({
      before: tally(report.before),
      during: tally(report.during),
      after: tally(report.after),
      recoveryMs: report.recoveryMs,
      times: answerTimes(report.during),
    });
    console.info(`database outage: ${summary}`);

    expect(report.serverAlive, summary).toBe(true);
    expect(report.before.length, summary).toBeGreaterThan(0);
    expect(report.before.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    // Every request during the outage was answered in time, with 503 and a message that says so.
    expect(report.during.length, summary).toBeGreaterThan(10);
    for (const answer of report.during) {
      expect(answer, summary).toMatchObject({ status: 503, code: 'unavailable' });
      expect(answer.detail).toMatch(/briefly unavailable.*try again/i);
    }
    expect(new Set(report.during.map((a) => a.what)).size).toBe(4);
    // Service came back, orders included, and the process never exited.
    expect(report.recoveryMs, summary).not.toBeNull();
    expect(report.after.length, summary).toBeGreaterThan(0);
    expect(
      report.after.every((a) => a.status === 200 || a.status === 201),
      summary,
    ).toBe(true);
    expect(report.firstOrderMs, summary).not.toBeNull();
    expect(server.alive()).toBe(true);
  });
});
