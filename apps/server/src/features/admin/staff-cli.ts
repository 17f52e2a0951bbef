import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/connection.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { loadEnvFile } from '../../env-file.ts';
import { AppError } from '../../errors.ts';
import { createPasswordHasher } from '../accounts/index.ts';
import { createOrPromoteStaff, describeStaffResult } from './staff.service.ts';

/** `npm run staff -- --email a@b.c [--password …] [--first-name …] [--last-name …]` */
const usage = `Usage: npm run staff -- --email <address> [--password <password>] [--first-name <name>] [--last-name <name>]

Creates a staff account, or makes an existing account staff. Without --password a new account
gets a generated password, printed once.`;

loadEnvFile();

function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n\n${usage}`);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
if (!args.email) fail(`--email is required.\n\n${usage}`);

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const database = openDatabase(config.database);
let problem: string | undefined;
try {
  await migrateToLatest(database);
  const result = await createOrPromoteStaff(database.db, createPasswordHasher(config.passwordHashing), {
    email: args.email,
    password: args.password,
    first_name: args['first-name'],
    last_name: args['last-name'],
  });
  console.log(describeStaffResult(result));
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  problem = error.detail;
} finally {
  await database.destroy();
}
if (problem) fail(problem);
