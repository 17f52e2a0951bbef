import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { mediaStorageFor } from '../media/index.ts';
import { isEmpty, seedDemoData } from './seed/seed.ts';

/**
 * At start: apply pending migrations, then load the demo catalogue into an empty shop. Both run on
 * a maintenance connection of their own, without the time limits of the shop's request connections
 * (a migration of a big table may take minutes).
 */
export async function prepareDatabase(database: Database, config: Config, log: FastifyBaseLogger) {
  const maintenance = database.dialect === 'postgres' ? openDatabase(config.database, { maintenance: true }) : database;
  try {
    const applied = await migrateToLatest(maintenance);
    if (applied.length > 0) log.info({ applied }, 'database migrated');
    if (config.seedDemoData && (await isEmpty(maintenance.db))) {
      const counts = await seedDemoData(maintenance.db, mediaStorageFor(config));
      log.info(counts, 'demo data loaded');
    }
  } finally {
    if (maintenance !== database) await maintenance.destroy();
  }
}
