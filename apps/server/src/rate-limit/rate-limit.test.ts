import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { redisTestPrefix, testRedisUrl } from '@oja/testing/databases/test-redis';
import {
  createRateLimiter,
  databaseStore,
  exemptionList,
  isAddressOrNetwork,
  redisStore,
  waitInWords,
  waitValues,
  type Limit,
  type RateLimitStore,
} from './index.ts';
import { translator, type ServerMessageId } from '../i18n/index.ts';
import { messages as english } from '../i18n/compiled/en.ts';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.drop());

const minute = 60_000;
const silent = pino({ level: 'silent' });
// Keys of this file's run only, so that runs sharing one Redis never see each other's counters.
const { prefix: keyPrefix, cleanUp } = redisTestPrefix();
afterAll(cleanUp);

const rowsOf = async (bucket: string) =>
  Number(
    (
      await db
        .selectFrom('rate_limit_hits')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('bucket', '=', bucket)
        .executeTakeFirstOrThrow()
    ).n,
  );

interface StoreUnderTest {
  name: string;
  open(): Promise<RateLimitStore>;
  /** How many hits the store holds for a bucket. */
  hits(bucket: string): Promise<number>;
}

const stores: StoreUnderTest[] = [{ name: 'database', open: async () => databaseStore(database), hits: rowsOf }];
if (testRedisUrl) {
  const inspector = new Redis(testRedisUrl);
  afterAll(() => inspector.quit());
  stores.push({
    name: 'redis',
    open: () => redisStore({ url: testRedisUrl!, keyPrefix, log: silent, fallback: databaseStore(database) }),
    hits: (bucket) => inspector.zcard(`${keyPrefix}rl:${bucket}`),
  });
} else {
  console.warn('⚠  rate-limit.test.ts: the Redis store was SKIPPED (set TEST_REDIS_URL=redis://127.0.0.1:6379)');
}

describe.each(stores)('the $name store', ({ name, open, hits }) => {
  let store: RateLimitStore;
  const limiter = () => createRateLimiter(store);
  afterAll(() => store?.close());
  // Buckets of their own per store: both write the same database.
  const limit = (bucket: string, max = 3): Limit => ({ bucket: `${name}:${bucket}`, max, windowMs: 10 * minute });

  it('allows `max` failures in the window, then refuses without counting the refusal', async () => {
    store = await open();
    const t = Date.now();
    for (let i = 0; i < 3; i++) expect((await limiter().begin([limit('a')], t + i * minute)).allowed).toBe(true);
    const refused = await limiter().begin([limit('a')], t + 3 * minute);
    // The oldest failure (at t) leaves the window at t + 10 min: 7 minutes later.
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 7 * 60 });
    expect(await hits(`${name}:a`)).toBe(3);
    expect((await limiter().begin([limit('a')], t + 10 * minute + 1)).allowed).toBe(true);
  });

  it('does not count successes, and can empty named buckets', async () => {
    for (let i = 0; i < 5; i++) {
      const attempt = await limiter().begin([limit('b'), limit('c')]);
      if (!attempt.allowed) throw new Error('refused');
      await attempt.succeed();
    }
    expect(await hits(`${name}:b`)).toBe(0);
    const failed = await limiter().begin([limit('b')]);
    if (failed.allowed) await failed.fail();
    expect(await hits(`${name}:b`)).toBe(1);
    await limiter().clear([`${name}:b`]);
    expect(await hits(`${name}:b`)).toBe(0);
  });

  it('refuses when any one of several buckets is full, and counts in none of them', async () => {
    for (let i = 0; i < 3; i++) await limiter().begin([limit('full')]);
    const refused = await limiter().begin([limit('fresh'), limit('full')]);
    expect(refused.allowed).toBe(false);
    expect(await hits(`${name}:fresh`)).toBe(0);
  });

  it('lets exactly `max` of many simultaneous attempts through', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter().begin([limit('race', 5)])));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(await hits(`${name}:race`)).toBe(5);
  });

  it('take() counts every attempt and answers 429 with Retry-After once the limit is reached', async () => {
    const detail = (wait: string) => `Slow down; try again in ${wait}.`;
    for (let i = 0; i < 2; i++) await limiter().take([limit('take', 2)], detail);
    await expect(limiter().take([limit('take', 2)], detail)).rejects.toMatchObject({
      code: 'rate_limited',
      detail: 'Slow down; try again in 10 minutes.',
      headers: { 'retry-after': expect.stringMatching(/^(599|600)$/) },
    });
    expect(await hits(`${name}:take`)).toBe(2);
  });
});

describe('addresses exempt from per-address limits', () => {
  const limiter = createRateLimiter(databaseStore(database), exemptionList(['10.0.0.0/8', '2001:db8::/32', '::1']));
  const perAddress = (ip: string): Limit => ({ bucket: `exempt:${ip}`, max: 1, windowMs: minute, address: ip });

  it('skips the limits that count an exempt address, and keeps every other limit', async () => {
    for (const ip of ['10.1.2.3', '::ffff:10.9.9.9', '2001:db8:5::7', '::1']) {
      for (let i = 0; i < 3; i++) expect((await limiter.begin([perAddress(ip)])).allowed).toBe(true);
      expect(await rowsOf(`exempt:${ip}`)).toBe(0);
    }
    expect((await limiter.begin([perAddress('192.0.2.1')])).allowed).toBe(true);
    expect((await limiter.begin([perAddress('192.0.2.1')])).allowed).toBe(false);
    // An exempt address still counts against limits that are not about the address (an account).
    const account: Limit = { bucket: 'exempt:account', max: 1, windowMs: minute };
    expect((await limiter.begin([account, perAddress('10.1.2.3')])).allowed).toBe(true);
    expect((await limiter.begin([account, perAddress('10.1.2.3')])).allowed).toBe(false);
  });

  it('accepts addresses and CIDR networks only', () => {
    for (const ok of ['127.0.0.1', '10.0.0.0/8', '::1', '2001:db8::/32', '0.0.0.0/0']) {
      expect(isAddressOrNetwork(ok)).toBe(true);
    }
    for (const bad of ['localhost', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '10.0.0/8', '']) {
      expect(isAddressOrNetwork(bad)).toBe(false);
    }
  });
});

describe('a Redis that cannot be reached', () => {
  it('leaves the limits holding: the database counts the hits meanwhile, and the log says so once', async () => {
    const warnings: string[] = [];
    const log = pino(
      { level: 'warn' },
      { write: (line: string) => void warnings.push((JSON.parse(line) as { msg: string }).msg) },
    );
    // Port 1 on this machine: nothing listens there, so every connection is refused at once.
    const store = await redisStore({
      url: 'redis://127.0.0.1:1',
      keyPrefix,
      log,
      fallback: databaseStore(database),
    });
    try {
      const limiter = createRateLimiter(store);
      const limit: Limit = { bucket: 'outage', max: 2, windowMs: minute };
      expect((await limiter.begin([limit])).allowed).toBe(true);
      expect((await limiter.begin([limit])).allowed).toBe(true);
      expect(await limiter.begin([limit])).toMatchObject({ allowed: false });
      expect(await rowsOf('outage')).toBe(2);
      expect(warnings).toEqual(['rate limits: Redis is not reachable; counting in the database meanwhile']);
    } finally {
      await store.close();
    }
  });
});

describe('waitInWords', () => {
  it('says seconds under a minute, else whole minutes rounded up', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(3600)).toBe('60 minutes');
  });
});

describe('the wait said by message id (issue 31)', () => {
  const waits = [1, 2, 45, 59, 60, 61, 119, 3600, 86_400];
  const ids = Object.keys(english).filter((id) => id.startsWith('detail.limit.')) as ServerMessageId[];

  it('says in English exactly what waitInWords says', () => {
    const timed = ids.filter((id) => JSON.stringify(english[id]).includes('"unit"'));
    expect(timed.length).toBeGreaterThan(5);
    for (const id of timed) {
      for (const seconds of waits) {
        expect(translator('en')(id, waitValues(seconds)), id).toContain(` ${waitInWords(seconds)}`);
      }
    }
  });

  it('says the wait in each language, in seconds under a minute and whole minutes after', () => {
    const orders = (language: string, seconds: number) =>
      translator(language)('detail.limit.orders', waitValues(seconds));
    expect(waitValues(45)).toEqual({ unit: 'second', wait: 45 });
    expect(waitValues(61)).toEqual({ unit: 'minute', wait: 2 });
    expect(orders('yo', 45)).toContain('lẹ́yìn ìṣẹ́jú-àáyá 45.');
    expect(orders('yo', 3600)).toContain('lẹ́yìn ìṣẹ́jú 60.');
    expect(orders('ha', 1)).toContain('bayan daƙiƙa 1.');
    expect(orders('ig', 600)).toContain('mgbe nkeji 10 gachara.');
    expect(orders('pcm', 60)).toContain('after 1 minute.');
  });
});
