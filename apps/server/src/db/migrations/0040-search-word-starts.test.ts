import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { makeCategory, makeProduct } from '@oja/testing/factories/factories';
import { planSearch } from '../../features/catalog/search-plan.ts';
import { countVisibleProducts } from '../../features/catalog/catalog.repository.ts';
import { migrations } from './index.ts';

// Migration 0040 goes down to 0018's search table (names matched inside words) and up again.
const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.drop());

const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(database.dialect) } });
const substring = async (text: string) =>
  database.dialect === 'postgres'
    ? (await sql<{ id: number }>`select id from products_search where terms like ${`%${text}%`}`.execute(db)).rows
    : (
        await sql<{
          id: number;
        }>`select rowid as id from products_search where products_search match ${`"${text}"`}`.execute(db)
      ).rows;
const count = async (text: string) => (await countVisibleProducts(db, { search: planSearch(text) })).total;

it('goes down and up again, the names indexed each way, kept in step by the triggers', async () => {
  const category = await makeCategory(db);
  const p = await makeProduct(db, category.id, { title: 'Ata Rodo 250g' });
  await db.insertInto('product_translations').values({ product_id: p.id, lang: 'ha', title: 'Tarugu 250g' }).execute();
  expect(await count('ugu')).toBe(0);
  expect(await count('tarugu')).toBe(1);
  const down = await migrator.migrateTo('0039-promotions-generation');
  expect(down.error).toBeUndefined();
  expect(down.results?.at(-1)).toMatchObject({ migrationName: '0040-search-word-starts', direction: 'Down' });
  // 0018's index: the names inside the search terms, matched anywhere.
  expect(await substring('ugu')).toEqual([{ id: p.id }]);
  await db.updateTable('product_translations').set({ title: 'Tarugu (Ìdì)' }).where('product_id', '=', p.id).execute();
  expect(await substring('idi')).toEqual([{ id: p.id }]);
  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  expect(await count('ugu')).toBe(0);
  expect(await count('idi')).toBe(1);
  expect(await count('taru')).toBe(1);
  await db.updateTable('product_translations').set({ title: 'Atarodo' }).where('product_id', '=', p.id).execute();
  expect(await count('taru')).toBe(0);
  expect(await count('atarodo')).toBe(1);
  await db.updateTable('products').set({ title: 'Scotch bonnet' }).where('id', '=', p.id).execute();
  expect(await count('rodo')).toBe(0);
  expect(await count('ataro')).toBe(1);
  expect(await count('bonnet')).toBe(1);
});
