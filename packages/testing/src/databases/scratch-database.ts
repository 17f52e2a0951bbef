import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '@oja/server/db/connection';
import { migrateToLatest } from '@oja/server/db/migrate';
import { adminQuery, databaseUrlWithName } from './postgres-admin.ts';

export interface ScratchDatabase extends Database {
  /** The DATABASE_URL a server process opens it with. */
  url: string;
  /** Closes this handle and removes the database (file or PostgreSQL database). */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for a script outside the test runner (benchmarks, fault drills): a
 * SQLite file in a temporary directory, or a uniquely named PostgreSQL database created with
 * `adminUrl` (a server the user may create databases on). Tests use createTestDatabase instead.
 */
export async function createScratchDatabase(
  dialect: 'sqlite' | 'postgres',
  { adminUrl, prefix = 'oja_scratch' }: { adminUrl?: string; prefix?: string } = {},
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  if (dialect === 'postgres') {
    if (!adminUrl) throw new Error('A PostgreSQL scratch database needs an admin URL (e.g. TEST_DATABASE_URL).');
    await adminQuery(adminUrl, `create database ${name}`);
    const url = databaseUrlWithName(adminUrl, name);
    const database = openDatabase({ dialect: 'postgres', url, poolSize: 4 }, { maintenance: true });
    await migrateToLatest(database);
    return {
      ...database,
      url,
      drop: async () => {
        await database.destroy();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const file = path.join(dir, 'oja.sqlite');
  const database = openDatabase({ dialect: 'sqlite', file });
  await migrateToLatest(database);
  return {
    ...database,
    url: `sqlite:${file}`,
    drop: async () => {
      await database.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
