import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';

/**
 * Promotions count in the catalogue's generation (0008), like products and categories: the
 * running promotions are a catalogue answer shoppers read (`GET /api/promotions/`, QA E13), kept
 * while the generation stands, so a promotion added, changed or switched off by any process or
 * tool is seen by the next request.
 */
export const promotionsGeneration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`create constraint trigger promotions_catalogue_generation
        after insert or update or delete on promotions
        deferrable initially deferred
        for each row execute function catalogue_generation_bump()`.execute(db);
      return;
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.ref(`promotions_catalogue_generation_${event}`)}
        after ${sql.raw(event)} on promotions
        begin
          update catalogue_generation set value = value + 1 where id = 1;
        end`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`drop trigger promotions_catalogue_generation on promotions`.execute(db);
      return;
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.ref(`promotions_catalogue_generation_${event}`)}`.execute(db);
    }
  },
});
