import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { flag, inList, notNull, withId } from './columns.ts';

const orderStates = ['awaiting', 'opened', 'processed', 'delivered', 'refunded', 'cancelled', 'expired'];
const actorKinds = ['customer', 'staff', 'system', 'provider'];
const currencies = ['USD', 'NGN'];

/** Every entity of the spec. Later features add their own migrations after this one. */
export const initial = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const table = (name: string) => withId(db.schema.createTable(name), dialect);

    await table('users')
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', notNull)
      .addColumn('first_name', 'text', notNull)
      .addColumn('last_name', 'text', notNull)
      .addColumn('profile_image_url', 'text')
      .addColumn('role', 'text', (c) =>
        c
          .notNull()
          .defaultTo('customer')
          .check(inList('role', ['customer', 'staff'])),
      )
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();

    await table('sessions')
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('expires_at', 'bigint', notNull)
      .addColumn('last_seen_at', 'bigint', notNull)
      .addColumn('revoked_at', 'bigint')
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await table('password_resets')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('expires_at', 'bigint', notNull)
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

    await table('categories')
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', notNull)
      .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();

    await table('products')
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', notNull)
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('price_usd_cents', 'bigint', (c) => c.notNull().check(sql`price_usd_cents > 0`))
      .addColumn('price_ngn_kobo', 'bigint', (c) => c.notNull().check(sql`price_ngn_kobo > 0`))
      .addColumn('sale_price_usd_cents', 'bigint')
      .addColumn('sale_price_ngn_kobo', 'bigint')
      .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('weight_grams', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('visible', 'integer', flag('visible', 1))
      .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .addCheckConstraint('products_quantity_non_negative', sql`quantity >= 0`)
      .addCheckConstraint(
        'products_sale_below_price',
        sql`(sale_price_usd_cents is null or (sale_price_usd_cents > 0 and sale_price_usd_cents < price_usd_cents))
        and (sale_price_ngn_kobo is null or (sale_price_ngn_kobo > 0 and sale_price_ngn_kobo < price_ngn_kobo))`,
      )
      .execute();
    await db.schema
      .createIndex('products_category_visible')
      .on('products')
      .columns(['category_id', 'visible'])
      .execute();

    await table('carts')
      .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('cascade'))
      .addColumn('guest_token_hash', 'text', (c) => c.unique())
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .addCheckConstraint('carts_has_owner', sql`user_id is not null or guest_token_hash is not null`)
      .execute();

    await table('cart_items')
      .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
      .addColumn('created_at', 'bigint', notNull)
      .addUniqueConstraint('cart_items_cart_product', ['cart_id', 'product_id'])
      .execute();

    await table('orders')
      .addColumn('order_ref', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('awaiting').check(inList('state', orderStates)))
      .addColumn('order_reviewed', 'integer', flag('order_reviewed', 0))
      .addColumn('currency', 'text', (c) => c.notNull().check(inList('currency', currencies)))
      .addColumn('subtotal_minor', 'bigint', notNull)
      .addColumn('shipping_cost_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('freight_fee_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('handling_fee_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('packaging_fee_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('insurance_fee_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total_minor', 'bigint', notNull)
      .addColumn('address_street', 'text', notNull)
      .addColumn('address_city', 'text', notNull)
      .addColumn('address_state', 'text', notNull)
      .addColumn('address_country', 'text', notNull)
      .addColumn('address_postal_code', 'text', notNull)
      .addColumn('address_phone', 'text', notNull)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .addColumn('expires_at', 'bigint')
      .addColumn('paid_at', 'bigint')
      .addCheckConstraint('orders_amounts_non_negative', sql`subtotal_minor >= 0 and total_minor >= 0`)
      .execute();
    await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('orders_state_expires').on('orders').columns(['state', 'expires_at']).execute();

    await table('order_items')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('title', 'text', notNull)
      .addColumn('image_url', 'text', notNull)
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
      .addColumn('unit_price_usd_cents', 'bigint', notNull)
      .addColumn('unit_price_ngn_kobo', 'bigint', notNull)
      .execute();
    await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();
    await db.schema.createIndex('order_items_product').on('order_items').column('product_id').execute();

    await table('order_events')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('from_state', 'text')
      .addColumn('to_state', 'text', notNull)
      .addColumn('actor_kind', 'text', (c) => c.notNull().check(inList('actor_kind', actorKinds)))
      .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('note', 'text')
      .addColumn('created_at', 'bigint', notNull)
      .execute();
    await db.schema.createIndex('order_events_order').on('order_events').column('order_id').execute();

    await table('payments')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('provider', 'text', notNull)
      .addColumn('reference', 'text', notNull)
      .addColumn('status', 'text', (c) =>
        c.notNull().check(inList('status', ['pending', 'success', 'failed', 'abandoned'])),
      )
      .addColumn('amount_minor', 'bigint', notNull)
      .addColumn('currency', 'text', (c) => c.notNull().check(inList('currency', currencies)))
      .addColumn('verified_at', 'bigint')
      .addColumn('raw_response', 'text')
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .addUniqueConstraint('payments_provider_reference', ['provider', 'reference'])
      .execute();
    await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();
    await db.schema.createIndex('payments_status_created').on('payments').columns(['status', 'created_at']).execute();

    await table('reviews')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.references('products.id'))
      .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
      .addColumn('body', 'text', notNull)
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(inList('status', ['pending', 'approved', 'hidden'])),
      )
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('reviews_one_per_product')
      .unique()
      .on('reviews')
      .columns(['user_id', 'product_id'])
      .where(sql.ref('product_id'), 'is not', null)
      .execute();
    await db.schema.createIndex('reviews_product_status').on('reviews').columns(['product_id', 'status']).execute();

    await table('saved_items')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('created_at', 'bigint', notNull)
      .addUniqueConstraint('saved_items_user_product', ['user_id', 'product_id'])
      .execute();

    await table('notifications')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', notNull)
      .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
      .addColumn('title', 'text', notNull)
      .addColumn('body', 'text', notNull)
      .addColumn('read_at', 'bigint')
      .addColumn('created_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('notifications_user_read')
      .on('notifications')
      .columns(['user_id', 'read_at'])
      .execute();

    await table('mail_outbox')
      .addColumn('to_address', 'text', notNull)
      .addColumn('subject', 'text', notNull)
      .addColumn('text_body', 'text', notNull)
      .addColumn('html_body', 'text')
      .addColumn('status', 'text', (c) => c.notNull().check(inList('status', ['pending', 'sent', 'failed'])))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('next_attempt_at', 'bigint', notNull)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('sent_at', 'bigint')
      .execute();
    await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

    await table('idempotency_keys')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'text', notNull)
      .addColumn('request_hash', 'text', notNull)
      .addColumn('response_status', 'integer')
      .addColumn('response_body', 'text')
      .addColumn('created_at', 'bigint', notNull)
      .addUniqueConstraint('idempotency_keys_user_key', ['user_id', 'key'])
      .execute();
  },
});
