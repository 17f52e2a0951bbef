import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull } from './columns.ts';

/**
 * Alerts to staff (issue 35, docs/decisions/0075-staff-alerts.md): which alerts each staff member
 * asked for, and the low-stock threshold per product (null: the shop's default).
 */
export const staffAlerts = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_alert_preferences')
      .addColumn('user_id', 'integer', notNull)
      .addColumn('kind', 'text', notNull)
      .addPrimaryKeyConstraint('staff_alert_preferences_pk', ['user_id', 'kind'])
      .execute();
    await db.schema.alterTable('products').addColumn('low_stock_threshold', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('products').dropColumn('low_stock_threshold').execute();
    await db.schema.dropTable('staff_alert_preferences').execute();
  },
});
