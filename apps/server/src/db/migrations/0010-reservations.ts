import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Reservations (docs/decisions/0019-reservations-and-order-currency.md): the client address an
 * order was placed from, so that the units unpaid orders hold can be summed per address. Orders
 * placed before have none (null) and count for their customer only.
 */
export const reservations = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('client_ip', 'text').execute();
    // What one customer's and one address's unpaid orders hold, found at each placement.
    await db.schema.createIndex('orders_user_state').on('orders').columns(['user_id', 'state']).execute();
    await db.schema.createIndex('orders_client_ip_state').on('orders').columns(['client_ip', 'state']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('orders_client_ip_state').execute();
    await db.schema.dropIndex('orders_user_state').execute();
    await db.schema.alterTable('orders').dropColumn('client_ip').execute();
  },
});
