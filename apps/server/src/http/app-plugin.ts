import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import type { DB } from '../db/schema.ts';
import type { Readiness } from '../features/health/index.ts';
import type { ImageJobs } from '../images/image-jobs.ts';
import type { RateLimiter } from '../rate-limit/index.ts';

/**
 * What every feature's routes receive: the configuration, the database, the shared rate limits and
 * the turns that picture processing takes.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  limiter: RateLimiter;
  images: ImageJobs;
  /** DATABASE_READ_URL's replica for catalogue reads, or null (http/read-replica.ts). */
  readDb: Kysely<DB> | null;
  /** Whether this process can serve, for `/api/health/ready` (features/health/readiness.ts). */
  readiness: Readiness;
}

export type AppPlugin = FastifyPluginAsync<AppDeps, never, ZodTypeProvider>;
