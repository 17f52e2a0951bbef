import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { makeStockedProduct } from '@oja/testing/factories/order-factories';
import { migrations } from './index.ts';

// Migration 0037 (security review N14): SKUs that differ only in letter case are one SKU.
const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.drop());
const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(database.dialect) } });

it('renames the later of SKUs that differ only in case, logs it, and then refuses such a SKU', async () => {
  expect((await migrator.migrateTo('0036-staff-enrolment')).error).toBeUndefined();
  const first = await makeStockedProduct(db, {}, [{ label: '2 yards', quantity: 3, sku: 'FAB-ANK-OB-6' }]);
  const second = await makeStockedProduct(db, {}, [
    { label: '2 yards', quantity: 1, sku: 'fab-ank-ob-6' },
    { label: '4 yards', quantity: 1, sku: 'Other-1' },
  ]);
  const third = await makeStockedProduct(db, {}, [{ label: '1 yard', quantity: 1, sku: 'Fab-Ank-Ob-6' }]);

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const skus = await db.selectFrom('product_variants').select(['id', 'sku']).orderBy('id').execute();
  const skuOf = (id: number) => skus.find((v) => v.id === id)!.sku;
  expect(skuOf(first.variants[0]!.id)).toBe('FAB-ANK-OB-6');
  expect(skuOf(second.variants[0]!.id)).toBe(`fab-ank-ob-6-${second.variants[0]!.id}`);
  expect(skuOf(second.variants[1]!.id)).toBe('Other-1');
  expect(skuOf(third.variants[0]!.id)).toBe(`Fab-Ank-Ob-6-${third.variants[0]!.id}`);
  const logged = await db
    .selectFrom('audit_log')
    .select(['entity_id', 'changes', 'actor_email'])
    .where('actor_email', '=', 'migration 0037')
    .orderBy('id')
    .execute();
  expect(logged.map((l) => [l.entity_id, JSON.parse(l.changes)])).toEqual([
    [String(second.id), { sku: { from: 'fab-ank-ob-6', to: `fab-ank-ob-6-${second.variants[0]!.id}` } }],
    [String(third.id), { sku: { from: 'Fab-Ank-Ob-6', to: `Fab-Ank-Ob-6-${third.variants[0]!.id}` } }],
  ]);

  // From now on the database refuses a SKU another variant has in other letters.
  await expect(makeStockedProduct(db, {}, [{ label: 'x', quantity: 1, sku: 'other-1' }])).rejects.toThrow();
  await expect(makeStockedProduct(db, {}, [{ label: 'x', quantity: 1, sku: 'other-2' }])).resolves.toBeTruthy();
});
