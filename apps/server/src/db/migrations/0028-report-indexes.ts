import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The owner's reports (docs/decisions/0055-owners-reports.md) read orders by when they were paid
 * or placed, carts by when they were opened, deliveries by when the order was marked delivered,
 * and refunds by when they were asked for: an index on each of those times keeps a report of a
 * range from scanning every order of the shop's life.
 */
const indexes: [name: string, table: string, columns: string[]][] = [
  ['orders_paid_at', 'orders', ['paid_at']],
  ['orders_created_at', 'orders', ['created_at']],
  ['carts_created_at', 'carts', ['created_at']],
  ['order_events_to_state_created', 'order_events', ['to_state', 'created_at']],
  ['payment_refunds_created_at', 'payment_refunds', ['created_at']],
];

export const reportIndexes = (): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const [name, table, columns] of indexes) {
      await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
  },
});
