import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { enqueueMail } from '../../mail/outbox.ts';
import { enqueueSms } from '../../sms/outbox.ts';
import { migrations } from './index.ts';

// Migration 0044 renames `mail_outbox` to `outbox` and `subject` to `label`, in place: every
// queued and sent message stays, down and up again, and the sender's index follows the table.
const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.drop());

const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(database.dialect) } });

interface Row {
  to_address: string;
  channel: string;
  text_body: string;
}
const rowsOf = async (table: 'outbox' | 'mail_outbox', column: 'label' | 'subject') =>
  (
    await sql<
      Row & { said: string }
    >`select to_address, channel, text_body, ${sql.ref(column)} as said from ${sql.table(table)} order by id`.execute(
      db,
    )
  ).rows;
const indexes = async () =>
  database.dialect === 'postgres'
    ? (
        await sql<{ name: string }>`select indexname as name from pg_indexes where indexname like '%outbox%'`.execute(
          db,
        )
      ).rows
    : (
        await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and name like '%outbox%' and sql is not null`.execute(db)
      ).rows;

it('keeps every message, down and up again, with the label and the sender’s index renamed', async () => {
  await enqueueMail(db, { to: 'ada@example.com', subject: 'Your order', text: 'Thank you' });
  await enqueueSms(db, { to: '+2348031234567', text: 'Oja: order processed', label: 'SMS: order processed' });

  const down = await migrator.migrateTo('0043-rate-limit-hit');
  expect(down.error).toBeUndefined();
  expect(down.results?.at(-1)).toMatchObject({ migrationName: '0044-outbox', direction: 'Down' });
  expect(await rowsOf('mail_outbox', 'subject')).toEqual([
    { to_address: 'ada@example.com', channel: 'email', text_body: 'Thank you', said: 'Your order' },
    { to_address: '+2348031234567', channel: 'sms', text_body: 'Oja: order processed', said: 'SMS: order processed' },
  ]);
  expect((await indexes()).map((i) => i.name)).toContain('mail_outbox_due');
  // A message written by the older code while the shop runs on the older schema survives too.
  await sql`insert into mail_outbox (to_address, subject, text_body, status, attempts, next_attempt_at, created_at, channel)
    values ('bola@example.com', 'Welcome', 'Hello', 'pending', 0, 0, 0, 'email')`.execute(db);

  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  expect((await rowsOf('outbox', 'label')).map((r) => r.said)).toEqual([
    'Your order',
    'SMS: order processed',
    'Welcome',
  ]);
  const names = (await indexes()).map((i) => i.name);
  expect(names).toContain('outbox_due');
  expect(names).not.toContain('mail_outbox_due');
});
