import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { notNull, withId } from './columns.ts';

/**
 * Account security (docs/decisions/0020-account-security.md): where a session was opened from and
 * whether it passed a second factor; TOTP secrets and one-time recovery codes; e-mail verification.
 */
export const accountSecurity = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('second_factor_at', 'bigint').execute();

    await db.schema.alterTable('users').addColumn('email_verified_at', 'bigint').execute();
    // A secret without `totp_enabled_at` is a set-up not yet confirmed with a code.
    await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
    await db.schema.alterTable('users').addColumn('totp_enabled_at', 'bigint').execute();
    // The last 30-second step a code was accepted for: no code is accepted twice.
    await db.schema.alterTable('users').addColumn('totp_last_step', 'bigint').execute();

    await withId(db.schema.createTable('recovery_codes'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', notNull)
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();

    await withId(db.schema.createTable('email_verifications'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text', notNull)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', notNull)
      .addColumn('expires_at', 'bigint', notNull)
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('email_verifications_user').on('email_verifications').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('email_verifications').execute();
    await db.schema.dropTable('recovery_codes').execute();
    for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_secret', 'email_verified_at']) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
    await db.schema.alterTable('sessions').dropColumn('second_factor_at').execute();
    await db.schema.alterTable('sessions').dropColumn('ip').execute();
  },
});
