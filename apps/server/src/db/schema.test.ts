import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { makeCategory, makeProduct } from '@oja/testing/factories/factories';
import { migrateToLatest } from './migrate.ts';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.drop());

describe('schema rules held by the database itself', () => {
  it('never lets stock go below zero', async () => {
    const category = await makeCategory(db);
    const product = await makeProduct(db, category.id, { quantity: 2 });
    await expect(
      db.updateTable('products').set({ quantity: -1 }).where('id', '=', product.id).execute(),
    ).rejects.toThrow();
    // The atomic reservation the order code uses: succeeds only while enough is left.
    const reserve = (n: number) =>
      db
        .updateTable('products')
        .set({ quantity: sql`quantity - ${n}` })
        .where('id', '=', product.id)
        .where('quantity', '>=', n)
        .executeTakeFirst();
    expect(Number((await reserve(2)).numUpdatedRows)).toBe(1);
    expect(Number((await reserve(1)).numUpdatedRows)).toBe(0);
    const row = await db
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row.quantity).toBe(0);
  });

  it('refuses a sale price that is not below the regular price', async () => {
    const category = await makeCategory(db);
    await expect(makeProduct(db, category.id, { price_usd_cents: 1000, sale_price_usd_cents: 1000 })).rejects.toThrow();
    await expect(makeProduct(db, category.id, { price_ngn_kobo: 1000, sale_price_ngn_kobo: 0 })).rejects.toThrow();
  });

  it('refuses unknown order states and duplicate payment references', async () => {
    const now = Date.now();
    const user = await db
      .insertInto('users')
      .values({
        email: 'a@example.com',
        password_hash: '!',
        first_name: 'A',
        last_name: 'B',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = {
      user_id: user.id,
      currency: 'NGN' as const,
      subtotal_minor: 100,
      total_minor: 100,
      order_reviewed: 0 as const,
      address_street: '1 Road',
      address_city: 'Lagos',
      address_state: 'Lagos',
      address_country: 'Nigeria',
      address_postal_code: '100001',
      address_phone: '+2348000000000',
      created_at: now,
      updated_at: now,
    };
    await expect(
      db
        .insertInto('orders')
        .values({ ...order, order_ref: 'X1', state: 'teleported' as 'opened' })
        .execute(),
    ).rejects.toThrow();
    const { id } = await db
      .insertInto('orders')
      .values({ ...order, order_ref: 'X2', state: 'awaiting' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payment = {
      order_id: id,
      provider: 'paystack',
      reference: 'ref-1',
      status: 'pending' as const,
      amount_minor: 100,
      currency: 'NGN' as const,
      created_at: now,
      updated_at: now,
    };
    await db.insertInto('payments').values(payment).execute();
    await expect(db.insertInto('payments').values(payment).execute()).rejects.toThrow();
  });

  it('applies migrations once: running them again changes nothing', async () => {
    expect(await migrateToLatest(database)).toEqual([]);
  });
});
