import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { inList, notNull, withId } from './columns.ts';

export const refundStatuses = ['requested', 'succeeded', 'failed'] as const;

/**
 * Refunds (docs/decisions/0021-refunds.md): money a provider verified for an order that could not
 * take it (cancelled, expired, already paid) is given back through the provider's refund API. One
 * row per charge, unique per provider and reference, so a repeated webhook refunds once. The test
 * provider's ledger learns refunds too, as a real provider's dashboard shows them.
 */
export const refunds = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('payment_refunds'), dialect)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
      .addColumn('provider', 'text', notNull)
      .addColumn('provider_reference', 'text', notNull)
      // Flutterwave refunds by its transaction id; Paystack takes our reference.
      .addColumn('provider_transaction_id', 'text')
      .addColumn('amount_minor', 'bigint', notNull)
      .addColumn('currency', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('status', 'text', (c) => c.notNull().check(inList('status', refundStatuses)))
      .addColumn('provider_refund_id', 'text')
      // The provider's own word for an accepted refund ("pending", "processed", "completed", …).
      .addColumn('provider_status', 'text')
      .addColumn('error', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', notNull)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .addUniqueConstraint('payment_refunds_provider_reference', ['provider', 'provider_reference'])
      .execute();
    await db.schema.createIndex('payment_refunds_order').on('payment_refunds').column('order_id').execute();
    await db.schema
      .createIndex('payment_refunds_due')
      .on('payment_refunds')
      .columns(['status', 'next_attempt_at'])
      .execute();

    await db.schema.alterTable('test_provider_transactions').addColumn('refunded_minor', 'bigint').execute();
    await db.schema.alterTable('test_provider_transactions').addColumn('refunded_at', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('test_provider_transactions').dropColumn('refunded_at').execute();
    await db.schema.alterTable('test_provider_transactions').dropColumn('refunded_minor').execute();
    await db.schema.dropTable('payment_refunds').execute();
  },
});
