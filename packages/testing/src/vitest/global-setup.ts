import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@oja/server/db/connection';
import { migrateToLatest } from '@oja/server/db/migrate';
import { databaseUrlWithName } from '../databases/postgres-admin.ts';

// What it provides to the test files is declared beside its reader, databases/test-database.ts.

/**
 * Migrates one template database per run; every test file then starts from a copy of it (a file
 * copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL), so files never share state.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-test-'));
  const file = path.join(dir, 'template.sqlite');
  const sqlite = openDatabase({ dialect: 'sqlite', file });
  await migrateToLatest(sqlite);
  await sqlite.destroy();
  project.provide('sqliteTemplate', file);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate = '';
  if (project.name === 'server:postgres') {
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    postgresTemplate = `oja_tpl_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${postgresTemplate}`);
    const tpl = openDatabase({
      dialect: 'postgres',
      url: databaseUrlWithName(adminUrl, postgresTemplate),
      poolSize: 1,
    });
    await migrateToLatest(tpl);
    await tpl.destroy();
    await admin.end();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (postgresTemplate && adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${postgresTemplate} with (force)`);
      await admin.end();
    }
  };
}
