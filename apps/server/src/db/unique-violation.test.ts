import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { makeOrder } from '@oja/testing/factories/order-factories';
import { makeCategory, makeProduct, makeUser } from '@oja/testing/factories/factories';
import { isUniqueViolation } from './unique-violation.ts';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.drop());

/** The error the database raised for `attempt`, which must fail. */
async function refusal(attempt: () => Promise<unknown>): Promise<unknown> {
  try {
    await attempt();
  } catch (error) {
    return error;
  }
  throw new Error('the database accepted it');
}

describe('isUniqueViolation, on the errors this database really raises', () => {
  it('knows a unique index refusing a row, and which column it covers', async () => {
    const user = await makeUser(db);
    await makeOrder(db, user.id, [], { order_ref: 'UNIQ-1' });
    const error = await refusal(() => makeOrder(db, user.id, [], { order_ref: 'UNIQ-1' }));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, { table: 'orders', column: 'order_ref' })).toBe(true);
    expect(isUniqueViolation(error, { table: 'categories', column: 'slug' })).toBe(false);

    await makeCategory(db, { slug: 'uniq-slug' });
    const slug = await refusal(() => makeCategory(db, { slug: 'uniq-slug' }));
    expect(isUniqueViolation(slug)).toBe(true);
    expect(isUniqueViolation(slug, { table: 'categories', column: 'slug' })).toBe(true);
    expect(isUniqueViolation(slug, { table: 'orders', column: 'order_ref' })).toBe(false);
  });

  it('is false for every other failure', async () => {
    const category = await makeCategory(db);
    const product = await makeProduct(db, category.id, { quantity: 1 });
    // A check constraint (stock below zero) is a constraint, not a unique one.
    const check = await refusal(() =>
      db.updateTable('products').set({ quantity: -1 }).where('id', '=', product.id).execute(),
    );
    expect(isUniqueViolation(check)).toBe(false);
    for (const other of [null, undefined, 'duplicate', 23505, new Error('UNIQUE constraint failed'), {}]) {
      expect(isUniqueViolation(other)).toBe(false);
    }
  });
});
