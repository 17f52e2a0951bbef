import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database, type OpenOptions } from '@oja/server/db/connection';
import { adminQuery, databaseUrlWithName } from './postgres-admin.ts';

/** What vitest/global-setup.ts provides: the migrated template databases. */
declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
    postgresTemplate: string;
  }
}

export type TestDialect = 'sqlite' | 'postgres';

/** The database this test run is about: the project (server:sqlite / server:postgres) sets TEST_DB. */
export const testDialect: TestDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** A fresh, migrated database of its own; `drop()` removes it. */
export async function createTestDatabase(
  options: OpenOptions = {},
): Promise<Database & { url: string; drop(): Promise<void> }> {
  const name = `oja_t_${randomBytes(6).toString('hex')}`;
  if (testDialect === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    await createFromTemplate(adminUrl, name, inject('postgresTemplate'));
    const url = databaseUrlWithName(adminUrl, name);
    const database = openDatabase({ dialect: 'postgres', url, poolSize: 20 }, options);
    return {
      ...database,
      url,
      drop: async () => {
        await database.destroy();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const file = path.join(os.tmpdir(), `${name}.sqlite`);
  fs.copyFileSync(inject('sqliteTemplate'), file);
  const database = openDatabase({ dialect: 'sqlite', file }, options);
  return {
    ...database,
    url: `sqlite:${file}`,
    drop: async () => {
      await database.destroy();
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    },
  };
}

async function createFromTemplate(adminUrl: string, name: string, template: string) {
  // Two files copying the template at the same instant can collide; a short retry settles it.
  for (let attempt = 0; ; attempt++) {
    try {
      return await adminQuery(adminUrl, `create database ${name} template ${template}`);
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}
