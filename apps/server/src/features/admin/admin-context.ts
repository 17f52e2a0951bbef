import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Dialect } from '../../db/connection.ts';
import type { DB } from '../../db/schema.ts';
import type { ImageJobs } from '../../images/image-jobs.ts';
import { mediaStorageFor, type MediaStorage } from '../../media/index.ts';
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
  /** Where pictures are stored (MEDIA_DIR or the bucket). */
  media: MediaStorage;
  lowStockThreshold: number;
  timeZone: string;
  /** For links in e-mails to customers. */
  publicUrl: string;
  /** A reviewed order gets at least this long to be paid (the customer could not pay before). */
  orderExpiryHours: number;
  /** Picture processing takes turns with the rest of the process's uploads. */
  images: ImageJobs;
}

export const adminContextOf = (config: Config, db: Kysely<DB>, dialect: Dialect, images: ImageJobs): AdminContext => ({
  db,
  dialect,
  media: mediaStorageFor(config),
  lowStockThreshold: config.admin.lowStockThreshold,
  timeZone: config.shop.timeZone,
  publicUrl: config.publicUrl,
  orderExpiryHours: config.orders.expiryHours,
  images,
});

/** The Fastify instance (with zod types) that the back-office routes are declared on. */
export type ApiScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
