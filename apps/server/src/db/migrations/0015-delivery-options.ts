import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { flag, inList, notNull, withId } from './columns.ts';

/**
 * Delivery options (docs/decisions/0030-delivery-options-and-sms.md): pickup stations run by staff;
 * on orders the delivery method, the station (its name and address as they were when the order
 * was placed), the estimated delivery dates and the customer's SMS opt-in; the outbox carries
 * text messages (SMS) beside e-mail, with the same retries.
 */
export const deliveryOptions = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('pickup_stations'), dialect)
      .addColumn('name', 'text', notNull)
      .addColumn('address', 'text', notNull)
      .addColumn('state', 'text', notNull)
      .addColumn('country', 'text', (c) => c.notNull().defaultTo('NG'))
      .addColumn('opening_hours', 'text', notNull)
      .addColumn('fee_usd_cents', 'integer', (c) => c.notNull().check(sqlNonNegative('fee_usd_cents')))
      .addColumn('fee_ngn_kobo', 'bigint', (c) => c.notNull().check(sqlNonNegative('fee_ngn_kobo')))
      .addColumn('min_days', 'integer', notNull)
      .addColumn('max_days', 'integer', notNull)
      .addColumn('active', 'integer', flag('active', 1))
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('updated_at', 'bigint', notNull)
      .execute();
    await db.schema.createIndex('pickup_stations_state').on('pickup_stations').columns(['active', 'state']).execute();

    await db.schema
      .alterTable('orders')
      .addColumn('delivery_method', 'text', (c) =>
        c
          .notNull()
          .defaultTo('home')
          .check(inList('delivery_method', ['home', 'pickup'])),
      )
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('pickup_station_id', 'integer', (c) => c.references('pickup_stations.id'))
      .execute();
    await db.schema.alterTable('orders').addColumn('pickup_station_name', 'text').execute();
    await db.schema.alterTable('orders').addColumn('pickup_station_address', 'text').execute();
    // Calendar dates (YYYY-MM-DD, in the shop's time zone); null when no rule gave an estimate.
    await db.schema.alterTable('orders').addColumn('delivery_from', 'text').execute();
    await db.schema.alterTable('orders').addColumn('delivery_to', 'text').execute();
    await db.schema.alterTable('orders').addColumn('sms_updates', 'integer', flag('sms_updates', 0)).execute();

    await db.schema
      .alterTable('mail_outbox')
      .addColumn('channel', 'text', (c) =>
        c
          .notNull()
          .defaultTo('email')
          .check(inList('channel', ['email', 'sms'])),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_outbox').dropColumn('channel').execute();
    for (const column of [
      'sms_updates',
      'delivery_to',
      'delivery_from',
      'pickup_station_address',
      'pickup_station_name',
      'pickup_station_id',
      'delivery_method',
    ]) {
      await db.schema.alterTable('orders').dropColumn(column).execute();
    }
    await db.schema.dropTable('pickup_stations').execute();
  },
});

function sqlNonNegative(name: string) {
  return sql`${sql.ref(name)} >= 0`;
}
