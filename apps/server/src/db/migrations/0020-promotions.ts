import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { flag, inList, notNull, withId } from './columns.ts';

const nonNegative = (name: string) => sql`${sql.ref(name)} >= 0`;

/**
 * Vouchers and automatic promotions (docs/decisions/0037-vouchers-and-promotions.md): vouchers with
 * their limits and a count of uses (raised by a conditional update when an order is placed, given
 * back when it is cancelled or expires); promotions applied without a code; on orders the voucher
 * used and the discounts, in minor units of the order's currency; on order items the promotion's
 * discount of the line.
 */
export const promotions = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('vouchers'), dialect)
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', ['percent', 'fixed'])))
      .addColumn('percent', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`percent between 0 and 100`),
      )
      .addColumn('amount_usd_cents', 'integer', (c) => c.notNull().defaultTo(0).check(nonNegative('amount_usd_cents')))
      .addColumn('amount_ngn_kobo', 'bigint', (c) => c.notNull().defaultTo(0).check(nonNegative('amount_ngn_kobo')))
      .addColumn('min_spend_usd_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('min_spend_ngn_kobo', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('starts_at', 'bigint')
      .addColumn('ends_at', 'bigint')
      .addColumn('usage_limit', 'integer')
      .addColumn('per_customer_limit', 'integer')
      .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0).check(nonNegative('used_count')))
      .addColumn('first_order_only', 'integer', flag('first_order_only', 0))
      .addColumn('free_delivery', 'integer', flag('free_delivery', 0))
      .addColumn('active', 'integer', flag('active', 1))
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();

    await withId(db.schema.createTable('promotions'), dialect)
      .addColumn('name', 'text', notNull)
      .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', ['category_percent', 'buy_x_get_y'])))
      .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
      .addColumn('percent', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`percent between 0 and 100`),
      )
      .addColumn('buy_quantity', 'integer', (c) => c.notNull().defaultTo(0).check(nonNegative('buy_quantity')))
      .addColumn('free_quantity', 'integer', (c) => c.notNull().defaultTo(0).check(nonNegative('free_quantity')))
      .addColumn('starts_at', 'bigint')
      .addColumn('ends_at', 'bigint')
      .addColumn('active', 'integer', flag('active', 1))
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();

    await db.schema
      .alterTable('orders')
      .addColumn('voucher_id', 'integer', (c) => c.references('vouchers.id'))
      .execute();
    await db.schema.alterTable('orders').addColumn('voucher_code', 'text').execute();
    await db.schema
      .alterTable('orders')
      .addColumn('voucher_discount_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('promotion_discount_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('order_items')
      .addColumn('discount_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('order_items').addColumn('promotion', 'text').execute();
    await db.schema
      .alterTable('order_items')
      .addColumn('promotion_id', 'integer', (c) => c.references('promotions.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('orders_voucher_user').on('orders').columns(['voucher_id', 'user_id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('orders_voucher_user').execute();
    for (const column of ['promotion_id', 'promotion', 'discount_minor']) {
      await db.schema.alterTable('order_items').dropColumn(column).execute();
    }
    for (const column of ['promotion_discount_minor', 'voucher_discount_minor', 'voucher_code', 'voucher_id']) {
      await db.schema.alterTable('orders').dropColumn(column).execute();
    }
    await db.schema.dropTable('promotions').execute();
    await db.schema.dropTable('vouchers').execute();
  },
});
