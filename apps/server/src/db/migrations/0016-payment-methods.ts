import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { flag, inList, notNull, withId } from './columns.ts';

/**
 * Bank transfer and pay on delivery (docs/decisions/0033-bank-transfer-and-pay-on-delivery.md):
 * on orders the payment method, a transfer reference (unique) and the outcome at the door; staff's
 * confirmations of transfers (one per order, enforced by the database); the pay-on-delivery rules
 * (one row); customers' verified phones and the hashed codes sent to verify them.
 */
export const paymentMethods = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('payment_method', 'text', (c) =>
        c
          .notNull()
          .defaultTo('provider')
          .check(inList('payment_method', ['provider', 'bank_transfer', 'on_delivery'])),
      )
      .execute();
    await db.schema.alterTable('orders').addColumn('transfer_reference', 'text').execute();
    await db.schema
      .alterTable('orders')
      .addColumn('delivery_outcome', 'text', (c) => c.check(inList('delivery_outcome', ['paid', 'refused'])))
      .execute();
    await db.schema
      .createIndex('orders_transfer_reference')
      .unique()
      .on('orders')
      .column('transfer_reference')
      .execute();
    // The confirmation queue: awaiting transfers, oldest first.
    await db.schema
      .createIndex('orders_payment_method')
      .on('orders')
      .columns(['payment_method', 'state', 'created_at'])
      .execute();
    // Refusals per customer.
    await db.schema
      .createIndex('orders_delivery_outcome')
      .on('orders')
      .columns(['user_id', 'delivery_outcome'])
      .execute();

    await withId(db.schema.createTable('transfer_confirmations'), dialect)
      .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
      .addColumn('amount_minor', 'bigint', notNull)
      .addColumn('currency', 'text', notNull)
      .addColumn('received_on', 'text', notNull)
      .addColumn('bank_reference', 'text', notNull)
      .addColumn('staff_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('created_at', 'bigint', notNull)
      .execute();

    await db.schema
      .createTable('on_delivery_rules')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('enabled', 'integer', flag('enabled', 1))
      .addColumn('states', 'text', notNull)
      .addColumn('max_ngn_kobo', 'bigint')
      .addColumn('max_usd_cents', 'bigint')
      .addColumn('require_verified_phone', 'integer', flag('require_verified_phone', 1))
      .addColumn('max_refusals', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'bigint', notNull)
      .execute();
    // Riders collect in Lagos, the FCT, Ogun and Oyo, up to ₦100,000; never in dollars.
    await db
      .insertInto('on_delivery_rules' as never)
      .values({
        id: 1,
        enabled: 1,
        states: JSON.stringify(['Lagos', 'Federal Capital Territory', 'Ogun', 'Oyo']),
        max_ngn_kobo: 10_000_000,
        max_usd_cents: null,
        require_verified_phone: 1,
        max_refusals: 1,
        updated_at: Date.now(),
      } as never)
      .execute();

    await db.schema.alterTable('users').addColumn('phone', 'text').execute();
    await db.schema.alterTable('users').addColumn('phone_verified_at', 'bigint').execute();
    await withId(db.schema.createTable('phone_verifications'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('phone', 'text', notNull)
      .addColumn('code_hash', 'text', notNull)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'bigint', notNull)
      .addColumn('used_at', 'bigint')
      .addColumn('created_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('phone_verifications_user')
      .on('phone_verifications')
      .columns(['user_id', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('phone_verifications').execute();
    await db.schema.alterTable('users').dropColumn('phone_verified_at').execute();
    await db.schema.alterTable('users').dropColumn('phone').execute();
    await db.schema.dropTable('on_delivery_rules').execute();
    await db.schema.dropTable('transfer_confirmations').execute();
    await db.schema.dropIndex('orders_delivery_outcome').execute();
    await db.schema.dropIndex('orders_payment_method').execute();
    await db.schema.dropIndex('orders_transfer_reference').execute();
    for (const column of ['delivery_outcome', 'transfer_reference', 'payment_method']) {
      await db.schema.alterTable('orders').dropColumn(column).execute();
    }
  },
});
