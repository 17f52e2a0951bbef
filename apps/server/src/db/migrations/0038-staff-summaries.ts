import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull } from './columns.ts';

/**
 * The morning summary's claim per shop day (issue 35, docs/decisions/0075-staff-alerts.md): the
 * process whose insert of the day's row succeeds queues the mails in the same transaction; every
 * other process, and every later run, finds the row and sends nothing.
 */
export const staffSummaries = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_summaries')
      // The shop's day the summary is about (SHOP_TIME_ZONE), YYYY-MM-DD.
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('sent_at', 'bigint', notNull)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('staff_summaries').execute();
  },
});
