import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull } from './columns.ts';

/**
 * The shop's SMS spend per day (docs/decisions/0048-sms-budget-and-number-limits.md): parts queued,
 * counted in the transaction that queues them, and when staff were told the budget is near.
 */
export const smsBudget = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sms_budget_days')
      // The UTC day, YYYY-MM-DD.
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('parts', 'integer', notNull)
      .addColumn('alerted_at', 'bigint')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sms_budget_days').execute();
  },
});
