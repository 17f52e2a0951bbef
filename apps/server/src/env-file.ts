import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from './config.ts';

/**
 * Loads the optional `.env` file at the repository root (or `dir`) into `process.env`, as the
 * server and the command-line tools (db:migrate, db:seed, staff) do at start. Variables already
 * set in the environment win. Returns whether there was a file.
 */
export function loadEnvFile(dir: string = rootDir): boolean {
  const file = path.join(dir, '.env');
  if (!fs.existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
