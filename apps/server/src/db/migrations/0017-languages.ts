import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { languages } from '@oja/shared/languages';
import { inList } from './columns.ts';

/**
 * The interface's languages (docs/decisions/0034-interface-languages.md): each account and each
 * order keeps the language it was made in, so e-mails and SMS about it go out in that language
 * even when no page request is at hand (the background jobs, a staff member's change).
 */
export const languagesMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const table of ['users', 'orders']) {
      await db.schema
        .alterTable(table)
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en').check(inList('language', languages)))
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['users', 'orders']) await db.schema.alterTable(table).dropColumn('language').execute();
  },
});
