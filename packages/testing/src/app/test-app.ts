import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp } from '@oja/server/build-app';
import { loadConfig, type Config } from '@oja/server/config';
import { createTestDatabase } from '../databases/test-database.ts';

/** One line of the app's log, as pino writes it. */
export type LogRecord = { level: number; msg: string } & Record<string, unknown>;

export const testPasswordHashing = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' };

/** Statements that cannot change a row; anything else counts as a write for `writeCount`. */
const readOnly = /^\s*(select|pragma|show|explain)\b/i;

/**
 * The real app on a fresh database of its own, closed after the file's tests. Call it at the top
 * level of a test file (or in beforeAll). `logs`: collect the app's log lines (warnings and up, or
 * from `logLevel`). `writeCount()`: how many statements other than reads the app has run so far.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logs?: LogRecord[]; logLevel?: 'info' | 'warn' } = {},
) {
  let statements = 0;
  let writes = 0;
  const database = await createTestDatabase({
    onQuery: (event) => {
      statements++;
      if (!readOnly.test(event.query.sql)) writes++;
    },
  });
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-media-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    MEDIA_DIR: mediaDir,
    LOG_LEVEL: 'silent',
    // Cheap password hashing keeps tests fast; accounts tests prove the production defaults.
    ...testPasswordHashing,
    ...env,
  });
  const logs = options.logs;
  const logger = logs
    ? { level: options.logLevel ?? 'warn', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } }
    : false;
  const app = await buildApp({ config, database, logger });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.drop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });
  /** How many SQL statements `work` runs (run requests one at a time while counting). */
  async function countStatements(work: () => Promise<unknown>): Promise<number> {
    const before = statements;
    await work();
    return statements - before;
  }
  return { app, db: database.db, database, config, countStatements, writeCount: () => writes };
}
