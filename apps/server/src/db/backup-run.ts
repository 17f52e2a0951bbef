import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'kysely';
import type { Config, DatabaseConfig } from '../config.ts';
import { backupSqlite } from './backup.ts';
import { backupDialect, backupName, backupStoreFor, backupTime } from './backup-store.ts';
import { openDatabase } from './connection.ts';

const run = promisify(execFile);

export class BackupError extends Error {}

/** The major version of a PostgreSQL client tool (`pg_dump (PostgreSQL) 15.20 …` → 15). */
async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  let out: string;
  try {
    out = (await run(tool, ['--version'])).stdout;
  } catch {
    throw new BackupError(`${tool} is not installed: apt-get install postgresql-client (the server's major version)`);
  }
  const major = Number(/\(PostgreSQL\) (\d+)/.exec(out)?.[1]);
  if (!major) throw new BackupError(`Could not read the version of ${tool}: ${out.trim()}`);
  return major;
}

async function serverMajor(url: string): Promise<number> {
  const database = openDatabase({ dialect: 'postgres', url, poolSize: 1 }, { maintenance: true });
  try {
    const { rows } = await sql<{ v: string }>`show server_version_num`.execute(database.db);
    return Math.floor(Number(rows[0]!.v) / 10_000);
  } finally {
    await database.destroy();
  }
}

/**
 * pg_dump refuses a server newer than itself, and a dump made by a newer pg_dump may not restore
 * with an older pg_restore: checked first, with a message that says what to install.
 */
async function checkClientMatches(tool: 'pg_dump' | 'pg_restore', url: string) {
  const [client, server] = await Promise.all([toolMajor(tool), serverMajor(url)]);
  if (client < server) {
    throw new BackupError(
      `${tool} ${client} cannot work with this PostgreSQL ${server} server: install postgresql-client-${server}`,
    );
  }
  return { client, server };
}

/** A consistent dump of the database in a file of `dir`: SQLite's online backup (gzip), or pg_dump's custom format. */
async function dumpTo(database: DatabaseConfig, dir: string, name: string): Promise<string> {
  const file = path.join(dir, name);
  if (database.dialect === 'sqlite') {
    const copy = path.join(dir, 'copy.sqlite');
    await backupSqlite(database.file, copy);
    await pipeline(fs.createReadStream(copy), createGzip(), fs.createWriteStream(file));
    return file;
  }
  await checkClientMatches('pg_dump', database.url);
  // --no-owner / --no-privileges: the dump restores into a database of another user or server.
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${database.url}`,
  ]);
  return file;
}

export interface BackupReport {
  name: string;
  where: string;
  bytes: number;
  /** Older backups deleted by the retention setting. */
  deleted: string[];
}

/**
 * `npm run db:backup`: a dump of the shop's database, stored in the backup bucket
 * (BACKUP_S3_BUCKET) or directory (BACKUP_DIR); then backups older than BACKUP_RETENTION_DAYS
 * are deleted, never the newest. Safe while the shop runs; run it from one place on a schedule.
 */
export async function runBackup(config: Config, now = new Date()): Promise<BackupReport> {
  const store = backupStoreFor(config.ops.backups);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-backup-'));
  try {
    const name = backupName(config.database.dialect, now);
    const file = await dumpTo(config.database, dir, name);
    const bytes = fs.statSync(file).size;
    await store.put(file, name);
    const oldest = now.getTime() - config.ops.backups.retentionDays * 24 * 3_600_000;
    const names = await store.list();
    const expired = names.filter((n) => n !== name && n !== names.at(-1) && (backupTime(n) ?? Infinity) < oldest);
    for (const n of expired) await store.delete(n);
    return { name, where: store.where, bytes, deleted: expired };
  } finally {
    store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The shop's own tables in a database (0: a fresh one, fit to restore into). */
async function tableCount(target: DatabaseConfig): Promise<number> {
  if (target.dialect === 'sqlite' && (!fs.existsSync(target.file) || fs.statSync(target.file).size === 0)) return 0;
  const database = openDatabase(target, { maintenance: true });
  try {
    const { rows } = await (
      target.dialect === 'sqlite'
        ? sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table'`
        : sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = 'public'`
    ).execute(database.db);
    return Number(rows[0]!.n);
  } finally {
    await database.destroy();
  }
}

export interface RestoreReport {
  name: string;
  orders: number;
  payments: number;
  products: number;
}

/**
 * `npm run db:restore -- <name | latest> [--to <DATABASE_URL>]`: a backup restored into a FRESH
 * database (an empty PostgreSQL database, or a SQLite file that does not exist yet); a database
 * that already has tables is refused, so that a restore never mixes into or overwrites a shop.
 */
export async function runRestore(config: Config, which: string, target: DatabaseConfig): Promise<RestoreReport> {
  const store = backupStoreFor(config.ops.backups);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-restore-'));
  try {
    const names = await store.list();
    const name = which === 'latest' ? names.filter((n) => backupDialect(n) === target.dialect).at(-1) : which;
    if (!name || !names.includes(name)) {
      throw new BackupError(
        `No backup ${which === 'latest' ? `of ${target.dialect}` : `named ${which}`} in ${store.where}`,
      );
    }
    if (backupDialect(name) !== target.dialect) {
      throw new BackupError(`${name} is a ${backupDialect(name)} backup; it restores only into ${backupDialect(name)}`);
    }
    if ((await tableCount(target)) > 0) {
      throw new BackupError(
        'The target database is not empty: restore into a fresh database, then point the shop at it',
      );
    }
    const file = path.join(dir, name);
    await store.fetchTo(name, file);
    if (target.dialect === 'sqlite') {
      fs.mkdirSync(path.dirname(target.file), { recursive: true });
      await pipeline(fs.createReadStream(file), createGunzip(), fs.createWriteStream(target.file, { flags: 'wx' }));
    } else {
      await checkClientMatches('pg_restore', target.url);
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.url}`, file]);
    }
    const database = openDatabase(target, { maintenance: true });
    try {
      const count = async (table: 'orders' | 'payments' | 'products') =>
        Number(
          (
            await database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return {
        name,
        orders: await count('orders'),
        payments: await count('payments'),
        products: await count('products'),
      };
    } finally {
      await database.destroy();
    }
  } finally {
    store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
