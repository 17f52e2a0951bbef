import { Migrator } from 'kysely/migration';
import type { Database } from './connection.ts';
import { migrations } from './migrations/index.ts';

/** Applies every pending migration; throws (and applies nothing further) on the first failure. */
export async function migrateToLatest({ db, dialect }: Database): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
