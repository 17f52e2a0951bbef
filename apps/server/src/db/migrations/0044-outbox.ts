import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The outbox named for what it holds (issue 32, decision 0082): `mail_outbox` has carried SMS as
 * well as e-mail since 0015, so it becomes `outbox`, and `subject` (an SMS row's label) becomes
 * `label`. Both databases rename in place (SQLite ≥ 3.25 rewrites the schema), so every row stays;
 * the index is made again under the new name, as SQLite cannot rename an index.
 */
export const outbox = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_outbox').renameTo('outbox').execute();
    await db.schema.alterTable('outbox').renameColumn('subject', 'label').execute();
    await db.schema.dropIndex('mail_outbox_due').execute();
    await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('outbox_due').execute();
    await db.schema.alterTable('outbox').renameColumn('label', 'subject').execute();
    await db.schema.alterTable('outbox').renameTo('mail_outbox').execute();
    await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  },
});
