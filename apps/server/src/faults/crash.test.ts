import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCrashReport, runCrashDrill } from '@oja/testing/drills/crash-drill';
import { createTestDatabase, testDialect } from '@oja/testing/databases/test-database';

/**
 * The crash drill (bench/crash.ts), shortened: the real server is killed with SIGKILL ten times
 * while shoppers place, pay and cancel orders, and restarted on the same database each time.
 */
describe(`the server killed with SIGKILL under load (${testDialect})`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it(
    'loses no order, doubles none, keeps stock = initial − held and pays no order twice',
    { timeout: 300_000 },
    async () => {
      const report = await runCrashDrill({
        database,
        kills: 10,
        shoppers: 4,
        rate: 15,
        upMs: [200, 900],
        expirySeconds: 4,
      });
      const summary = describeCrashReport(report);
      expect(report.violations, summary).toEqual([]);
      expect(report.kills).toBe(10);
      // The kills did cut requests off, and the shoppers got through anyway.
      expect(
        report.cutOff.reduce((a, b) => a + b, 0),
        summary,
      ).toBeGreaterThan(0);
      expect(report.connectionErrors, summary).toBeGreaterThan(0);
      expect(report.placed, summary).toBeGreaterThan(0);
      expect(report.totals.paid, summary).toBeGreaterThan(0);
      expect(report.finalExit.code).toBe(0);
    },
  );
});
