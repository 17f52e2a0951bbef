import path from 'node:path';
import pino from 'pino';
import { loadConfig, rootDir } from '../config.ts';
import { loadEnvFile } from '../env-file.ts';
import { openDatabase } from './connection.ts';
import { backupSqlite } from './backup.ts';
import { migrateToLatest } from './migrate.ts';
import { mediaStorageFor } from '../media/index.ts';
import { isEmpty, seedDemoData } from './seed/seed.ts';

/** `npm run db:migrate` and `npm run db:seed`. */
loadEnvFile();

const command = process.argv[2];
const log = pino();
const config = loadConfig();

if (command === 'backup') {
  if (config.database.dialect !== 'sqlite') {
    log.error('On PostgreSQL use pg_dump (see README, "Backups").');
    process.exit(1);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const destination = path.resolve(process.argv[3] ?? path.join(rootDir, 'data', 'backups', `oja-${stamp}.sqlite`));
  const pages = await backupSqlite(config.database.file, destination);
  log.info({ destination, pages }, 'backup written');
  process.exit(0);
}

// Migrations and the demo load may take longer than a request may: no statement time limits here.
const database = openDatabase(config.database, { maintenance: true });
try {
  const applied = await migrateToLatest(database);
  log.info({ applied, database: database.dialect }, applied.length ? 'migrations applied' : 'database is up to date');
  if (command === 'seed') {
    if (await isEmpty(database.db))
      log.info(await seedDemoData(database.db, mediaStorageFor(config)), 'demo data loaded');
    else log.info('the shop already has a catalogue; demo data is loaded only into an empty database');
  } else if (command !== 'migrate') {
    throw new Error(`Unknown command "${command}": use migrate, seed or backup`);
  }
} finally {
  await database.destroy();
}
