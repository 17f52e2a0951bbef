import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { inList, notNull, withId } from './columns.ts';
import { refundStatuses } from './0011-refunds.ts';

export const unclaimedStatuses = ['unclaimed', 'matched', 'refunded'] as const;

const refundColumns = [
  'id',
  'order_id',
  'payment_id',
  'provider',
  'provider_reference',
  'provider_transaction_id',
  'amount_minor',
  'currency',
  'reason',
  'status',
  'provider_refund_id',
  'provider_status',
  'error',
  'attempts',
  'next_attempt_at',
  'created_at',
  'updated_at',
];

/**
 * Unclaimed payments (docs/decisions/0042-widget-payments-bound-to-orders.md): successful
 * transactions a client made in the provider's widget that no order has claimed, kept for staff
 * to match by hand or refund. Their refunds go through the refund queue, whose rows therefore
 * may name no order and no payment (SQLite cannot drop NOT NULL: the table is rebuilt there).
 */
export const unclaimedPayments = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('unclaimed_payments'), dialect)
      .addColumn('provider', 'text', notNull)
      .addColumn('provider_transaction_id', 'text', notNull)
      // Flutterwave: the client's tx_ref; Paystack: the reference the client chose.
      .addColumn('reference', 'text', notNull)
      .addColumn('amount_minor', 'bigint', notNull)
      .addColumn('currency', 'text', notNull)
      .addColumn('customer_email', 'text')
      .addColumn('provider_created_at', 'bigint')
      .addColumn('status', 'text', (c) => c.notNull().check(inList('status', unclaimedStatuses)))
      .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
      .addColumn('refund_id', 'integer', (c) => c.references('payment_refunds.id'))
      .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('resolved_at', 'bigint')
      .addColumn('raw_response', 'text')
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .addUniqueConstraint('unclaimed_payments_transaction', ['provider', 'provider_transaction_id'])
      .execute();
    await db.schema
      .createIndex('unclaimed_payments_open')
      .on('unclaimed_payments')
      .columns(['status', 'created_at'])
      .execute();

    if (dialect === 'postgres') {
      await sql`alter table payment_refunds alter column order_id drop not null`.execute(db);
      await sql`alter table payment_refunds alter column payment_id drop not null`.execute(db);
      return;
    }
    // SQLite: the same table with both columns nullable, rows and indexes kept.
    await withId(db.schema.createTable('payment_refunds_next'), dialect)
      .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
      .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
      .addColumn('provider', 'text', notNull)
      .addColumn('provider_reference', 'text', notNull)
      .addColumn('provider_transaction_id', 'text')
      .addColumn('amount_minor', 'bigint', notNull)
      .addColumn('currency', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('status', 'text', (c) => c.notNull().check(inList('status', refundStatuses)))
      .addColumn('provider_refund_id', 'text')
      .addColumn('provider_status', 'text')
      .addColumn('error', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', notNull)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .addUniqueConstraint('payment_refunds_provider_reference', ['provider', 'provider_reference'])
      .execute();
    const columns = sql.join(refundColumns.map((c) => sql.ref(c)));
    await sql`insert into payment_refunds_next (${columns}) select ${columns} from payment_refunds`.execute(db);
    await sql`drop table payment_refunds`.execute(db);
    await sql`alter table payment_refunds_next rename to payment_refunds`.execute(db);
    await db.schema.createIndex('payment_refunds_order').on('payment_refunds').column('order_id').execute();
    await db.schema
      .createIndex('payment_refunds_due')
      .on('payment_refunds')
      .columns(['status', 'next_attempt_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('unclaimed_payments').execute();
  },
});
