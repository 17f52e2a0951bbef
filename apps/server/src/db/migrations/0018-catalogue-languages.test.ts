import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { makeCategory, makeProduct } from '@oja/testing/factories/factories';
import { migrations } from './index.ts';

// Migration 0018 goes down to 0015's search table and up again, keeping search in step.
const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.drop());

const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(database.dialect) } });
const found = async (text: string) =>
  database.dialect === 'postgres'
    ? (await sql<{ id: number }>`select id from products_search where title_lower like ${`%${text}%`}`.execute(db)).rows
    : (
        await sql<{
          id: number;
        }>`select rowid as id from products_search where products_search match ${`"${text}"`}`.execute(db)
      ).rows;

it('goes down and up again, the search table rebuilt each way', async () => {
  const category = await makeCategory(db);
  const p = await makeProduct(db, category.id, { title: 'Egusi 500g' });
  await db.insertInto('product_translations').values({ product_id: p.id, lang: 'yo', title: 'Ẹ̀gúsí' }).execute();
  // Down to 0017, through any later migration.
  const down = await migrator.migrateTo('0017-languages');
  expect(down.error).toBeUndefined();
  expect(down.results?.at(-1)).toMatchObject({ migrationName: '0018-catalogue-languages', direction: 'Down' });
  expect(await found('egusi')).toEqual([{ id: p.id }]);
  await db.updateTable('products').set({ title: 'Ogbono 250g' }).where('id', '=', p.id).execute();
  expect(await found('egusi')).toEqual([]);
  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  await db.insertInto('product_translations').values({ product_id: p.id, lang: 'yo', title: 'Àpọn' }).execute();
  const search = await sql<{ n: number }>`select count(*) as n from search_synonyms`.execute(db);
  expect(Number(search.rows[0]!.n)).toBeGreaterThan(20);
  // Since 0040 the translated names have a column of their own, word-start marks at both ends.
  const terms =
    database.dialect === 'postgres'
      ? (
          await sql<{ terms: string }>`select terms || names as terms from products_search where id = ${p.id}`.execute(
            db,
          )
        ).rows[0]!.terms
      : (
          await sql<{
            terms: string;
          }>`select title || replace(names, char(31), ' ') as terms from products_search where rowid = ${p.id}`.execute(
            db,
          )
        ).rows[0]!.terms;
  expect(
    terms
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ +/g, ' ')
      .trim(),
  ).toBe('ogbono 250g apon');
});
