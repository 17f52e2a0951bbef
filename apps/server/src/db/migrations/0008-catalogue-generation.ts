import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';

/**
 * The catalogue's generation (docs/decisions/0015-speed-under-load.md): one number that
 * grows whenever a product or a category is inserted, changed or deleted, by any process or tool,
 * because triggers count it. A server may keep catalogue answers for as long as the number it
 * read before computing them is still the current one.
 *
 * SQLite has one writer at a time, so a row trigger bumps the number in the same transaction as
 * the change. PostgreSQL runs writers side by side: there the bump is a deferred constraint
 * trigger, taken once per transaction at its commit, so the one row is locked only while a
 * transaction commits (not from an order's first stock reservation to its end), and it becomes
 * visible together with the change it counts.
 */
export const catalogueGeneration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('catalogue_generation')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('value', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into catalogue_generation (id, value) values (1, 1)`.execute(db);
    if (dialect === 'postgres') {
      await sql`create function catalogue_generation_bump() returns trigger language plpgsql as $$
        begin
          -- Once per transaction: the setting is local to it and gone after its commit.
          if current_setting('oja.catalogue_bumped', true) is distinct from '1' then
            perform set_config('oja.catalogue_bumped', '1', true);
            update catalogue_generation set value = value + 1 where id = 1;
          end if;
          return null;
        end
      $$`.execute(db);
      for (const table of ['products', 'categories']) {
        await sql`create constraint trigger ${sql.ref(`${table}_catalogue_generation`)}
          after insert or update or delete on ${sql.table(table)}
          deferrable initially deferred
          for each row execute function catalogue_generation_bump()`.execute(db);
      }
      return;
    }
    for (const table of ['products', 'categories']) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.ref(`${table}_catalogue_generation_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin
            update catalogue_generation set value = value + 1 where id = 1;
          end`.execute(db);
      }
    }
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      for (const table of ['products', 'categories']) {
        await sql`drop trigger ${sql.ref(`${table}_catalogue_generation`)} on ${sql.table(table)}`.execute(db);
      }
      await sql`drop function catalogue_generation_bump()`.execute(db);
    } else {
      for (const table of ['products', 'categories']) {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`drop trigger ${sql.ref(`${table}_catalogue_generation_${event}`)}`.execute(db);
        }
      }
    }
    await db.schema.dropTable('catalogue_generation').execute();
  },
});
