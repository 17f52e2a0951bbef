import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Limit, RateLimitStore } from './rate-limit.ts';

/**
 * One hit in every bucket (a sorted set of hit times per bucket), or none when one is full —
 * atomically, since Redis runs a script alone. KEYS: the buckets; ARGV: now, the hit's id, then
 * max and window (ms) of each bucket. Returns 0 when counted, else the milliseconds to wait.
 * The same sliding window as the database store: hits at or before now - window have left it.
 */
const hitScript = `
local now = tonumber(ARGV[1])
local id = ARGV[2]
local wait = 0
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[1 + 2 * i])
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= max then
    local freeing = redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')
    wait = math.max(wait, tonumber(freeing[2]) + window - now)
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, id)
  redis.call('PEXPIRE', key, tonumber(ARGV[2 + 2 * i]))
end
return 0
`;

type ScriptedRedis = Redis & {
  rateLimitHit(keyCount: number, ...keysAndArgs: (string | number)[]): Promise<number>;
};

export interface RedisStoreOptions {
  url: string;
  /** Put before every key, so that several shops (or test runs) can share one Redis. */
  keyPrefix: string;
  log: FastifyBaseLogger;
  /** Counts the hits while Redis cannot be reached (the database store). */
  fallback: RateLimitStore;
}

/** How often a Redis outage is written to the log while it lasts. */
const outageLogEveryMs = 60_000;

/**
 * Sliding-window counters in Redis (REDIS_URL): the same limits as the database store, without
 * writing every attempt to the database. While Redis cannot be reached, commands fail at once
 * (no queueing) and the hits are counted by `fallback`, so the limits keep holding.
 */
export async function redisStore({ url, keyPrefix, log, fallback }: RedisStoreOptions): Promise<RateLimitStore> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  }) as ScriptedRedis;
  redis.defineCommand('rateLimitHit', { lua: hitScript });

  let lastOutageLog = 0;
  const outage = (error: unknown) => {
    const now = Date.now();
    if (now - lastOutageLog < outageLogEveryMs) return;
    lastOutageLog = now;
    log.warn({ err: error }, 'rate limits: Redis is not reachable; counting in the database meanwhile');
  };
  redis.on('error', outage);
  redis.on('ready', () => {
    if (lastOutageLog !== 0) log.info('rate limits: Redis is reachable again');
    lastOutageLog = 0;
  });
  // Not reachable at start: the shop starts anyway, and the client keeps reconnecting.
  await redis.connect().catch(outage);

  const key = (bucket: string) => `${keyPrefix}rl:${bucket}`;
  const hitInRedis = async (limits: Limit[], now: number) => {
    const id = randomUUID();
    const args = limits.flatMap((l) => [l.max, l.windowMs]);
    const wait = await redis.rateLimitHit(limits.length, ...limits.map((l) => key(l.bucket)), now, id, ...args);
    if (wait > 0) return { allowed: false as const, retryAfterMs: wait };
    return {
      allowed: true as const,
      undo: async () => {
        await Promise.all(limits.map((l) => redis.zrem(key(l.bucket), id))).catch(outage);
      },
    };
  };

  return {
    name: 'redis',
    async hit(limits, now) {
      try {
        return await hitInRedis(limits, now);
      } catch (error) {
        outage(error);
        return fallback.hit(limits, now);
      }
    },
    async clear(buckets) {
      if (buckets.length === 0) return;
      await fallback.clear(buckets);
      await redis.del(...buckets.map(key)).catch(outage);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
