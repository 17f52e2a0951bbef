import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { isEmpty, seedDemoData } from './seed/seed.ts';

/** At start: apply pending migrations, then load the demo catalogue into an empty shop. */
export async function prepareDatabase(database: Database, config: Config, log: FastifyBaseLogger) {
  const applied = await migrateToLatest(database);
  if (applied.length > 0) log.info({ applied }, 'database migrated');
  if (config.seedDemoData && (await isEmpty(database.db))) {
    const counts = await seedDemoData(database.db, config.mediaDir);
    log.info(counts, 'demo data loaded');
  }
}
