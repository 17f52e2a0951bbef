import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';

/**
 * The provider's own id of the transaction that paid (Flutterwave's `id`, Paystack's `id`),
 * recorded with every verified success (docs/decisions/0018-original-client-contract.md). Unique
 * per provider: one transaction can settle one order, whichever way it reached us (our hosted
 * page, the original client's own widget, a webhook), even when two requests race.
 */
export const paymentTransactions = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('payments').addColumn('provider_transaction_id', 'text').execute();
    // NULLs (payments not verified yet) are distinct in a unique index on both databases.
    await db.schema
      .createIndex('payments_provider_transaction')
      .unique()
      .on('payments')
      .columns(['provider', 'provider_transaction_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('payments_provider_transaction').execute();
    await db.schema.alterTable('payments').dropColumn('provider_transaction_id').execute();
  },
});
