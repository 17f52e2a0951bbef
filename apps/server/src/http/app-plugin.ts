import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import type { DB } from '../db/schema.ts';

/** What every feature's routes receive: the configuration and the database, nothing global. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Kysely<DB>;
}

export type AppPlugin = FastifyPluginAsync<AppDeps, never, ZodTypeProvider>;
