import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, rootDir } from '../config.ts';
import { openDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { isEmpty, seedDemoData } from './seed/seed.ts';

/** `npm run db:migrate` and `npm run db:seed`. */
const envFile = path.join(rootDir, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

const command = process.argv[2];
const log = pino();
const config = loadConfig();
const database = openDatabase(config.database);
try {
  const applied = await migrateToLatest(database);
  log.info({ applied, database: database.dialect }, applied.length ? 'migrations applied' : 'database is up to date');
  if (command === 'seed') {
    if (await isEmpty(database.db)) log.info(await seedDemoData(database.db, config.mediaDir), 'demo data loaded');
    else log.info('the shop already has a catalogue; demo data is loaded only into an empty database');
  } else if (command !== 'migrate') {
    throw new Error(`Unknown command "${command}": use migrate or seed`);
  }
} finally {
  await database.destroy();
}
