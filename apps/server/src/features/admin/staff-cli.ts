import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/connection.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { loadEnvFile } from '../../env-file.ts';
import { AppError } from '../../errors.ts';
import { createPasswordHasher, createStaffEnrolment, staffEnrolmentUrl } from '../accounts/index.ts';
import { createOrPromoteStaff, describeStaffResult } from './staff.service.ts';

/** `npm run staff -- --email a@b.c [--password …] [--first-name …] [--last-name …]` */
const usage = `Usage: npm run staff -- --email <address> [--password <password>] [--first-name <name>] [--last-name <name>]

Creates a staff account, or makes an existing account staff. Without --password a new account
gets a generated password, printed once. Unless two-step sign-in is already on, it also prints a
single-use enrolment link (valid 24 hours): staff set up two-step sign-in only after opening it.
Run it again for a new link.`;

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
  // Security review N17: only a session that opened this link may set up the staff member's two-step sign-in.
  const totp = await database.db
    .selectFrom('users')
    .select('totp_enabled_at')
    .where('id', '=', result.user.id)
    .executeTakeFirstOrThrow();
  if (totp.totp_enabled_at === null) {
    const token = await createStaffEnrolment(database.db, result.user.id);
    console.log(
      `Two-step sign-in enrolment link (single use, valid 24 hours; give it only to ${result.user.email}):\n` +
        `${staffEnrolmentUrl(config.publicUrl, token)}\n` +
        'Sign in, then open the link to set up the authenticator app.',
    );
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  problem = error.detail;
} finally {
  await database.destroy();
}
if (problem) fail(problem);
