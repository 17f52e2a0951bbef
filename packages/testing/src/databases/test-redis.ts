import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** A Redis for the tests of the Redis rate-limit store; unset: those tests are skipped (loudly). */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/** A key prefix of its own for one test file, and a way to delete every key under it afterwards. */
export function redisTestPrefix() {
  const prefix = `oja-test-${randomBytes(6).toString('hex')}:`;
  return {
    prefix,
    async cleanUp() {
      if (!testRedisUrl) return;
      const redis = new Redis(testRedisUrl);
      try {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        await redis.quit();
      }
    },
  };
}
