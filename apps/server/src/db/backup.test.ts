import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '@oja/testing/factories/factories';
import { testDialect } from '@oja/testing/databases/test-database';
import { backupSqlite } from './backup.ts';
import { openDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function placeOrder(db: ReturnType<typeof openDatabase>['db'], userId: number, ref: string) {
  const now = Date.now();
  await db
    .insertInto('orders')
    .values({
      order_ref: ref,
      user_id: userId,
      currency: 'NGN',
      subtotal_minor: 100_000,
      total_minor: 100_000,
      address_street: '1 Marina',
      address_city: 'Lagos',
      address_state: 'Lagos',
      address_country: 'Nigeria',
      address_postal_code: '101001',
      address_phone: '+2348000000000',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

// The backup command is for the SQLite file; PostgreSQL uses pg_dump (documented in docs/resilience.md).
describe.runIf(testDialect === 'sqlite')('SQLite backup', () => {
  it('copies a live database consistently, and a restore finds every order', async () => {
    const live = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'live.sqlite') });
    await migrateToLatest(live);
    const category = await makeCategory(live.db);
    await makeProduct(live.db, category.id);
    const now = Date.now();
    const user = await live.db
      .insertInto('users')
      .values({
        email: 'b@example.com',
        password_hash: '!',
        first_name: 'B',
        last_name: 'K',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 200; i++) await placeOrder(live.db, user.id, `OJA-${i}`);

    // Writes keep arriving while the backup runs; the backup holds a consistent prefix of them.
    const writing = (async () => {
      for (let i = 200; i < 400; i++) await placeOrder(live.db, user.id, `OJA-${i}`);
    })();
    const destination = path.join(dir, 'backup.sqlite');
    expect(await backupSqlite(path.join(dir, 'live.sqlite'), destination)).toBeGreaterThan(0);
    await writing;
    await live.destroy();

    const restored = openDatabase({ dialect: 'sqlite', file: destination });
    const refs = (await restored.db.selectFrom('orders').select('order_ref').orderBy('id').execute()).map(
      (o) => o.order_ref,
    );
    expect(refs.length).toBeGreaterThanOrEqual(200);
    expect(refs).toEqual(refs.map((_, i) => `OJA-${i}`));
    expect(await migrateToLatest(restored)).toEqual([]);
    await restored.destroy();
  });

  it('refuses to overwrite an existing file', async () => {
    const file = path.join(dir, 'exists.sqlite');
    fs.writeFileSync(file, '');
    await expect(backupSqlite(path.join(dir, 'live.sqlite'), file)).rejects.toThrow(/already exists/);
  });
});
