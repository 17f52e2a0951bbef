import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { notNull, withId } from './columns.ts';

/**
 * Security review N17 (docs/decisions/0074-staff-two-step-enrolment.md): a pending two-step
 * secret belongs to the session that started the set-up (`users.totp_setup_session_id`); another
 * session of the account neither sees it nor confirms it. A set-up pending from before this
 * migration has no session and must be started again.
 *
 * Staff set up two-step sign-in only from a session that opened a single-use, expiring enrolment
 * link printed by `npm run staff` (`staff_enrolments`, the token stored hashed like the shop's
 * other tokens); `session_id` is the session that used it.
 */
export const staffEnrolment = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('totp_setup_session_id', 'integer').execute();
    await withId(db.schema.createTable('staff_enrolments'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('expires_at', 'bigint', notNull)
      .addColumn('used_at', 'bigint')
      .addColumn('session_id', 'integer')
      .execute();
    await db.schema.createIndex('staff_enrolments_user').on('staff_enrolments').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('staff_enrolments').execute();
    await db.schema.alterTable('users').dropColumn('totp_setup_session_id').execute();
  },
});
