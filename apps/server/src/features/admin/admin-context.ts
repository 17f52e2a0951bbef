import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Dialect } from '../../db/connection.ts';
import type { DB } from '../../db/schema.ts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** What the back-office services work with; built once per app in the routes plugin. */
export interface AdminContext {
  db: Kysely<DB>;
  dialect: Dialect;
  mediaDir: string;
  lowStockThreshold: number;
  timeZone: string;
}

export const adminContextOf = (config: Config, db: Kysely<DB>, dialect: Dialect): AdminContext => ({
  db,
  dialect,
  mediaDir: config.mediaDir,
  lowStockThreshold: config.admin.lowStockThreshold,
  timeZone: config.shop.timeZone,
});

/** The Fastify instance (with zod types) that the back-office routes are declared on. */
export type ApiScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
