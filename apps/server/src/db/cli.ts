import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { loadEnvFile } from '../env-file.ts';
import { openDatabase } from './connection.ts';
import { backupSqlite } from './backup.ts';
import { BackupError, runBackup, runRestore } from './backup-run.ts';
import { migrateToLatest } from './migrate.ts';
import { mediaStorageFor } from '../media/index.ts';
import { isEmpty, seedDemoData } from './seed/seed.ts';

/** `npm run db:migrate`, `db:seed`, `db:backup` and `db:restore` (docs/operations.md, "Backups"). */
loadEnvFile();

const command = process.argv[2];
const log = pino();
const config = loadConfig();

if (command === 'backup' || command === 'restore') {
  try {
    if (command === 'backup' && process.argv[3]) {
      // The old form: a SQLite copy to a file of your choice, on this machine.
      if (config.database.dialect !== 'sqlite')
        throw new BackupError('A file name is for SQLite; on PostgreSQL run it without one');
      const destination = path.resolve(process.argv[3]);
      const pages = await backupSqlite(config.database.file, destination);
      log.info({ destination, pages }, 'backup written');
    } else if (command === 'backup') {
      log.info(await runBackup(config), 'backup written');
    } else {
      const args = process.argv.slice(3);
      const to = args.indexOf('--to');
      const which = args.find((a, i) => !a.startsWith('--') && i !== to + 1) ?? 'latest';
      const target = to >= 0 ? loadConfig({ ...process.env, DATABASE_URL: args[to + 1] }).database : config.database;
      log.info(await runRestore(config, which, target), 'backup restored');
    }
    process.exit(0);
  } catch (error) {
    log.error(error instanceof BackupError ? error.message : { err: error }, `${command} failed`);
    process.exit(1);
  }
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
    throw new Error(`Unknown command "${command}": use migrate, seed, backup or restore`);
  }
} finally {
  await database.destroy();
}
