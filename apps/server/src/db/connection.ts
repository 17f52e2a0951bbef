import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type LogEvent, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

// BIGINT (money, epoch-millisecond timestamps, count(*)) as JS numbers: every value we store is
// far below 2^53, and one numeric type on both databases keeps the code free of dialect checks.
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
};

/** The dialect behind a Kysely instance (or a transaction of one), for the few dialect-specific queries. */
export function dialectOf(db: Kysely<DB>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export interface OpenOptions {
  /** Called after every statement (tests count statements per request with it). */
  onQuery?: (event: LogEvent) => void;
}

export function openDatabase(config: DatabaseConfig, { onQuery }: OpenOptions = {}): Database {
  if (config.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize,
      types: pgTypes,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: onQuery });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }), log: onQuery });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** How many prepared statements a SQLite connection keeps (distinct SQL texts; the oldest go). */
const statementCacheSize = 1000;

/**
 * The database as Kysely sees it, with its prepared statements kept: Kysely prepares every query it
 * runs, and preparing costs more than running most of ours (a product page of 24: 48 µs to prepare,
 * then each run reuses the plan). Safe on one connection: Kysely runs one query at a time on it,
 * and SQLite re-prepares a kept statement by itself after a schema change.
 */
function keepingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the first key is the one to drop when full.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= statementCacheSize) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
