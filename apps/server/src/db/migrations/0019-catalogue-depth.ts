import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { notNull, withId } from './columns.ts';

/**
 * Catalogue depth (docs/decisions/0036-variants-galleries-and-bulk-import.md): a product's
 * variants (pack sizes, weights, colours and lengths), each with its own prices, stock, SKU and
 * image; several ordered images per product (or per variant) with alt text; cart lines and order
 * lines name the variant. A product without variant rows is its own single (default) variant:
 * its stock stays in `products.quantity`. A product with variants keeps there the sum of theirs.
 * `cart_items.variant_id` is 0 for "the default variant" so that the line stays unique per
 * (cart, product, variant) on both databases (NULLs are never equal in a unique constraint).
 */
export const catalogueDepth = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('product_variants'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('sku', 'text', (c) => c.notNull().unique())
      .addColumn('label', 'text', notNull)
      .addColumn('price_usd_cents', 'integer', (c) => c.notNull().check(sql`price_usd_cents >= 0`))
      .addColumn('price_ngn_kobo', 'bigint', (c) => c.notNull().check(sql`price_ngn_kobo >= 0`))
      .addColumn('sale_price_usd_cents', 'integer')
      .addColumn('sale_price_ngn_kobo', 'bigint')
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
      .addColumn('weight_grams', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('image_url', 'text')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .addUniqueConstraint('product_variants_product_label', ['product_id', 'label'])
      .execute();
    await db.schema
      .createIndex('product_variants_product')
      .on('product_variants')
      .columns(['product_id', 'position'])
      .execute();

    await withId(db.schema.createTable('product_images'), dialect)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('variant_id', 'integer', (c) => c.references('product_variants.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('url', 'text', notNull)
      .addColumn('alt', 'text', notNull)
      .addColumn('image_variants', 'text')
      .addColumn('created_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('product_images_product')
      .on('product_images')
      .columns(['product_id', 'position'])
      .execute();

    await db.schema.alterTable('order_items').addColumn('variant_id', 'integer').execute();
    await db.schema.alterTable('order_items').addColumn('variant_label', 'text').execute();

    // Cart lines: unique per (cart, product, variant) instead of (cart, product).
    if (dialect === 'postgres') {
      await db.schema
        .alterTable('cart_items')
        .addColumn('variant_id', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('cart_items').dropConstraint('cart_items_cart_product').execute();
      await db.schema
        .alterTable('cart_items')
        .addUniqueConstraint('cart_items_cart_product_variant', ['cart_id', 'product_id', 'variant_id'])
        .execute();
    } else {
      // SQLite cannot drop a table constraint: the table is rebuilt (nothing references it).
      await withId(db.schema.createTable('cart_items_next'), dialect)
        .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
        .addColumn('created_at', 'bigint', notNull)
        .addColumn('variant_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('cart_items_cart_product_variant', ['cart_id', 'product_id', 'variant_id'])
        .execute();
      await sql`insert into cart_items_next (id, cart_id, product_id, quantity, created_at, variant_id)
        select id, cart_id, product_id, quantity, created_at, 0 from cart_items`.execute(db);
      await db.schema.dropTable('cart_items').execute();
      await sql`alter table cart_items_next rename to cart_items`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from cart_items where variant_id <> 0`.execute(db);
    if (dialect === 'postgres') {
      await db.schema.alterTable('cart_items').dropConstraint('cart_items_cart_product_variant').execute();
      await db.schema.alterTable('cart_items').dropColumn('variant_id').execute();
      await db.schema
        .alterTable('cart_items')
        .addUniqueConstraint('cart_items_cart_product', ['cart_id', 'product_id'])
        .execute();
    } else {
      await withId(db.schema.createTable('cart_items_prev'), dialect)
        .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
        .addColumn('created_at', 'bigint', notNull)
        .addUniqueConstraint('cart_items_cart_product', ['cart_id', 'product_id'])
        .execute();
      await sql`insert into cart_items_prev (id, cart_id, product_id, quantity, created_at)
        select id, cart_id, product_id, quantity, created_at from cart_items`.execute(db);
      await db.schema.dropTable('cart_items').execute();
      await sql`alter table cart_items_prev rename to cart_items`.execute(db);
    }
    await db.schema.alterTable('order_items').dropColumn('variant_label').execute();
    await db.schema.alterTable('order_items').dropColumn('variant_id').execute();
    await db.schema.dropTable('product_images').execute();
    await db.schema.dropTable('product_variants').execute();
  },
});
