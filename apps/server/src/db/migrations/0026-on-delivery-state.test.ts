import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { makeCategory, makeProduct, makeUser } from '@oja/testing/factories/factories';
import { makeOrder } from '@oja/testing/factories/order-factories';
import { migrations } from './index.ts';

// Migration 0026 widens the orders' state check (a table rebuild on SQLite) and moves unpaid
// pay-on-delivery orders out of `opened`, keeping every row that points at an order.
const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.drop());
const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(database.dialect) } });

it('moves unpaid pay-on-delivery orders from opened to on_delivery, and nothing else', async () => {
  const down = await migrator.migrateTo('0025-audit-log');
  expect(down.error).toBeUndefined();
  const category = await makeCategory(db);
  const product = await makeProduct(db, category.id);
  const user = await makeUser(db);
  const unpaid = await makeOrder(db, user.id, [{ productId: product.id }], { state: 'opened' });
  await db
    .updateTable('orders')
    .set({ payment_method: 'on_delivery', paid_at: null })
    .where('id', '=', unpaid.id)
    .execute();
  const paid = await makeOrder(db, user.id, [{ productId: product.id }], { state: 'opened' });
  // Before: the database refuses the new state.
  await expect(
    db.updateTable('orders').set({ state: 'on_delivery' }).where('id', '=', paid.id).execute(),
  ).rejects.toThrow();

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  const states = await db.selectFrom('orders').select(['id', 'state', 'expires_at']).orderBy('id').execute();
  expect(states.find((o) => o.id === unpaid.id)).toMatchObject({ state: 'on_delivery' });
  expect(Number(states.find((o) => o.id === unpaid.id)!.expires_at)).toBeGreaterThan(Date.now());
  expect(states.find((o) => o.id === paid.id)).toMatchObject({ state: 'opened' });
  // The rebuild cascaded nothing: the orders' items are all still there.
  const items = await db
    .selectFrom('order_items')
    .select('order_id')
    .where('order_id', 'in', [unpaid.id, paid.id])
    .execute();
  expect(items).toHaveLength(2);
  // And the check still refuses what is not a state.
  await expect(
    db
      .updateTable('orders')
      .set({ state: 'lost' as never })
      .where('id', '=', paid.id)
      .execute(),
  ).rejects.toThrow();
});
