import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { notNull, withId } from './columns.ts';

/**
 * The audit log of staff actions (docs/decisions/0058-backups-and-audit-log.md): one row per
 * change, written in the change's own transaction. The actor's e-mail is kept as it was, so the
 * row still says who after the account changes; nothing here is ever updated or deleted by the shop.
 */
export const auditLog = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('audit_log'), dialect)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('actor_email', 'text', notNull)
      .addColumn('action', 'text', notNull)
      .addColumn('entity_type', 'text', notNull)
      .addColumn('entity_id', 'text')
      .addColumn('summary', 'text', notNull)
      .addColumn('changes', 'text', notNull)
      .execute();
    await db.schema.createIndex('audit_log_time').on('audit_log').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_user_id', 'created_at']).execute();
    await db.schema
      .createIndex('audit_log_entity')
      .on('audit_log')
      .columns(['entity_type', 'entity_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_log').execute();
  },
});
