import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { notNull, withId } from './columns.ts';

/**
 * Counters for rate limits (failed sign-ins per account and per address, reset requests). They
 * live in the database so a limit holds across every server process sharing it.
 */
export const accounts = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('rate_limit_hits'), dialect)
      .addColumn('bucket', 'text', notNull)
      .addColumn('created_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('rate_limit_hits_bucket_created')
      .on('rate_limit_hits')
      .columns(['bucket', 'created_at'])
      .execute();
    await db.schema.createIndex('rate_limit_hits_created').on('rate_limit_hits').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_limit_hits').execute();
  },
});
