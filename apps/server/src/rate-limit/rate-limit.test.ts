import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import { beginAttempt, clearBuckets } from './rate-limit.ts';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.drop());

const minute = 60_000;
const limit = (bucket: string, max = 3) => ({ bucket, max, windowMs: 10 * minute });
const hits = async (bucket: string) =>
  Number(
    (
      await db
        .selectFrom('rate_limit_hits')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('bucket', '=', bucket)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('beginAttempt', () => {
  it('allows `max` failures in the window, then refuses without counting the refusal', async () => {
    const t = Date.now();
    for (let i = 0; i < 3; i++) expect((await beginAttempt(database, [limit('a')], t + i * minute)).allowed).toBe(true);
    const refused = await beginAttempt(database, [limit('a')], t + 3 * minute);
    // The oldest failure (at t) leaves the window at t + 10 min: 7 minutes later.
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 7 * 60 });
    expect(await hits('a')).toBe(3);
    expect((await beginAttempt(database, [limit('a')], t + 10 * minute + 1)).allowed).toBe(true);
  });

  it('does not count successes, and can empty named buckets', async () => {
    for (let i = 0; i < 5; i++) {
      const attempt = await beginAttempt(database, [limit('b'), limit('c')]);
      if (!attempt.allowed) throw new Error('refused');
      await attempt.succeed();
    }
    expect(await hits('b')).toBe(0);
    const failed = await beginAttempt(database, [limit('b')]);
    if (failed.allowed) await failed.fail();
    expect(await hits('b')).toBe(1);
    await clearBuckets(db, ['b']);
    expect(await hits('b')).toBe(0);
  });

  it('refuses when any one of several buckets is full, and counts in none of them', async () => {
    for (let i = 0; i < 3; i++) await beginAttempt(database, [limit('full')]);
    const refused = await beginAttempt(database, [limit('fresh'), limit('full')]);
    expect(refused.allowed).toBe(false);
    expect(await hits('fresh')).toBe(0);
  });

  it('lets exactly `max` of many simultaneous attempts through', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => beginAttempt(database, [limit('race', 5)])));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(await hits('race')).toBe(5);
  });
});
