import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { inList, notNull, withId } from './columns.ts';

/**
 * Payments (docs/decisions/0011-payments.md): why a payment did not count, and the ledger of the
 * built-in test provider. The test provider keeps its transactions in the database, not in memory,
 * so that a tester's choice survives a restart and is seen by every process, as a real provider's
 * would be.
 */
export const payments = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // Customer-safe text: the provider's decline message, a mismatch, or "paid after the order closed".
    await db.schema.alterTable('payments').addColumn('failure_reason', 'text').execute();

    await withId(db.schema.createTable('test_provider_transactions'), dialect)
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('amount_minor', 'bigint', notNull)
      .addColumn('currency', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('callback_url', 'text', notNull)
      .addColumn('status', 'text', (c) =>
        c.notNull().check(inList('status', ['pending', 'success', 'failed', 'abandoned'])),
      )
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('test_provider_transactions').execute();
    await db.schema.alterTable('payments').dropColumn('failure_reason').execute();
  },
});
