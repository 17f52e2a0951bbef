import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { databaseStore } from './database-store.ts';
import { createRateLimiter, exemptionList, type RateLimiter } from './rate-limit.ts';
import { redisStore } from './redis-store.ts';

export { clientKey, perClient } from './client-key.ts';
export { databaseStore } from './database-store.ts';
export { redisStore } from './redis-store.ts';
export {
  createRateLimiter,
  exemptionList,
  isAddressOrNetwork,
  rateLimited,
  waitInWords,
  waitValues,
  type Attempt,
  type Limit,
  type RateLimiter,
  type RateLimitStore,
} from './rate-limit.ts';

/** The app's limiter: counters in Redis when REDIS_URL is set, else (and during outages) in the database. */
export async function openRateLimiter(
  config: Config['rateLimits'],
  database: Pick<Database, 'db' | 'dialect'>,
  log: FastifyBaseLogger,
): Promise<RateLimiter> {
  const inDatabase = databaseStore(database);
  const store = config.redisUrl
    ? await redisStore({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log, fallback: inDatabase })
    : inDatabase;
  return createRateLimiter(store, exemptionList(config.exemptAddresses));
}
