import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { flag, notNull, withId } from './columns.ts';

/**
 * Nigerian addresses and the address book (docs/decisions/0029-nigerian-addresses-and-address-book.md):
 * an order's local government area, and each customer's saved addresses (one of them the default).
 */
export const addressBook = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('address_lga', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    await withId(db.schema.createTable('addresses'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('street', 'text', notNull)
      .addColumn('city', 'text', notNull)
      .addColumn('state', 'text', notNull)
      .addColumn('lga', 'text', notNull)
      .addColumn('country', 'text', notNull)
      .addColumn('postal_code', 'text', notNull)
      .addColumn('phone', 'text', notNull)
      .addColumn('is_default', 'integer', flag('is_default', 0))
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();
    await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('addresses').execute();
    await db.schema.alterTable('orders').dropColumn('address_lga').execute();
  },
});
