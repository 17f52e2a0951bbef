// Fresh benchmark databases: a SQLite file and a uniquely named PostgreSQL database (dropped by
// `drop`), migrated and filled with the demo catalogue plus generated products. Import after
// tsx is registered (the entry scripts do it): this module loads the server's TypeScript.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/seed.ts';
import { adminQuery, databaseUrlWithName } from '@oja/testing/databases/postgres-admin';
import { loadProducts } from '../catalog.ts';

/** A connection allowed to create databases (the same default as the other benchmarks). */
export const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The databases to measure: SQLite unless skipped (a Node without a better-sqlite3 build of its
 * own measures PostgreSQL only), PostgreSQL unless skipped. Each has `label`, `url` (the server's
 * DATABASE_URL), `config` (for openDatabase) and `drop()`.
 */
export async function createDatabases(tmp, { postgres = true, sqlite = true } = {}) {
  const file = path.join(tmp, 'bench.sqlite');
  const list = [];
  if (sqlite) {
    list.push({
      label: 'SQLite',
      url: `sqlite:${file}`,
      config: { dialect: 'sqlite', file },
      drop: async () => {}, // the temporary directory goes at the end
    });
  }
  if (postgres) {
    const name = `oja_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = databaseUrlWithName(adminUrl, name);
    list.push({
      label: 'PostgreSQL',
      url,
      config: { dialect: 'postgres', url, poolSize: 4 },
      drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
    });
  }
  return list;
}

/** Migrations, the demo catalogue and `products` generated products; `extra(db)` runs last. */
export async function fillCatalog(config, { mediaDir, products, extra }) {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    await seedDemoData(database.db, mediaDir);
    await loadProducts(database.db, products);
    const result = extra ? await extra(database.db) : undefined;
    // The state autovacuum reaches soon after a bulk load: statistics and the visibility map.
    if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
    return result;
  } finally {
    await database.destroy();
  }
}
