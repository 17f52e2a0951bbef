import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { inList, notNull, withId } from './columns.ts';

export const stockReasons = ['received', 'damaged', 'correction'] as const;

/**
 * The staff back office: a log of every stock change made by staff (who, why, by how much, what
 * was left), and the responsive variants of uploaded product images.
 */
export const admin = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('stock_adjustments'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('delta', 'integer', (c) => c.notNull().check(sql`delta <> 0`))
      .addColumn('reason', 'text', (c) => c.notNull().check(inList('reason', stockReasons)))
      .addColumn('note', 'text')
      .addColumn('staff_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('quantity_after', 'integer', (c) => c.notNull().check(sql`quantity_after >= 0`))
      .addColumn('created_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('stock_adjustments_product_created')
      .on('stock_adjustments')
      .columns(['product_id', 'created_at'])
      .execute();

    // JSON: {"base": "/media/products/<hash>", "widths": [320, 640, 1024], "width": w, "height": h}.
    // Null for images that have no variants (the demo's drawn SVGs, a path given by an API client).
    await db.schema.alterTable('products').addColumn('image_variants', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('products').dropColumn('image_variants').execute();
    await db.schema.dropTable('stock_adjustments').execute();
  },
});
