import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type LogEvent,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  destroy(): Promise<void>;
  /** The connection pool now (for the metrics): SQLite is one connection, always open. */
  poolStats(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
  max: number;
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
  /**
   * A maintenance connection (migrations, bulk loads, VACUUM): no statement or query time limits,
   * which are there to keep requests from hanging, not to stop long but legitimate work.
   */
  maintenance?: boolean;
  /** Other PostgreSQL time limits than `postgresTimeouts` (tests make them short). */
  timeouts?: Partial<typeof postgresTimeouts>;
}

/**
 * How long the shop waits for PostgreSQL before a request fails with 503 instead of hanging
 * (docs/decisions/0014-faults.md). `statementMs` is enforced by the server (a slow statement is
 * cancelled there); `queryMs` by us, for when no answer comes at all (a network that drops
 * packets), a little later so that the server's own cancellation normally comes first.
 */
export const postgresTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  queryMs: 20_000,
  idleInTransactionMs: 60_000,
  keepAliveDelayMs: 10_000,
};

/**
 * A connection that breaks while a request holds it (the database restarts, the network goes)
 * fails that request's statement; pg also emits 'error' on the client then, which would end the
 * process if nobody listened. The pool drops such a client when it is released. A statement that
 * got no answer in time leaves its connection stuck mid-protocol: it is closed, never reused.
 */
function guardClient(client: pg.PoolClient, prepare: boolean) {
  client.on('error', () => {});
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const prepared = new Set<string>();
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (prepare && typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = statementName(text);
      if (name && (prepared.has(name) || prepared.size < maxPreparedPerConnection)) {
        prepared.add(name);
        args = [{ name, text, values }];
      }
    }
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        // A statement got no answer in time; or one this connection prepared reads a table whose
        // columns a migration changed since (old processes during a rolling deploy): PostgreSQL
        // refuses it every time on this connection, so the connection goes and a new one prepares
        // the statement afresh.
        if (error instanceof Error && (error.message === 'Query read timeout' || isStalePlan(error))) {
          void client.end().catch(() => {});
        }
      });
    }
    return result;
  };
}

/**
 * Statements the shop runs again and again (every statement with parameters, as Kysely compiles
 * them) are prepared once per connection under a name made of their text, so that PostgreSQL
 * parses them once and, after a few runs, plans them once (issue 37: parsing and planning took
 * longer than running a cart write's statements). A connection prepares at most
 * `maxPreparedPerConnection` (texts that vary, such as IN lists of every length, stop there and
 * run unnamed); the names of texts seen are kept for at most `maxNamedTexts` texts.
 */
const maxPreparedPerConnection = 500;
const isStalePlan = (error: Error) =>
  (error as { code?: string }).code === '0A000' && error.message.includes('cached plan must not change result type');
const maxNamedTexts = 5_000;
const statementNames = new Map<string, string>();
function statementName(text: string): string | null {
  let name = statementNames.get(text);
  if (name) return name;
  if (statementNames.size >= maxNamedTexts || !/^\s*(select|insert|update|delete|with)\b/i.test(text)) return null;
  name = `oja_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  statementNames.set(text, name);
  return name;
}

function openPostgres(config: Extract<DatabaseConfig, { dialect: 'postgres' }>, options: OpenOptions): Database {
  const t = { ...postgresTimeouts, ...options.timeouts };
  const limits = options.maintenance
    ? {}
    : {
        statement_timeout: t.statementMs,
        query_timeout: t.queryMs,
        idle_in_transaction_session_timeout: t.idleInTransactionMs,
      };
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    types: pgTypes,
    // Waiting for a free connection or for a new one to open: a request gets 503 after this long.
    connectionTimeoutMillis: t.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: t.keepAliveDelayMs,
    ...limits,
  });
  // Not on maintenance connections: migrations change the tables a prepared statement reads.
  pool.on('connect', (client) => guardClient(client, !options.maintenance));
  // An idle client losing its connection (database restart) must not crash the process either.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: options.onQuery });
  return {
    db,
    dialect: 'postgres',
    destroy: () => db.destroy(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: config.poolSize,
    }),
  };
}

export function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Database {
  if (config.dialect === 'postgres') return openPostgres(config, options);
  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database: keepingStatements(sqlite) }),
    log: options.onQuery,
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy(), poolStats: () => sqlitePool };
}

/**
 * SQLite transactions take the write lock when they begin (`begin immediate`), not at their first
 * write. A transaction that read first (the order, then its update) while another process wrote to
 * the file (the staff command, a second shop process) would otherwise fail at its first write with
 * SQLITE_BUSY_SNAPSHOT, at once: busy_timeout cannot wait that out, and the shopper got a 503.
 * Begun immediate, it waits its turn like any other write.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver() {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

const sqlitePool: PoolStats = { total: 1, idle: 1, waiting: 0, max: 1 };

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
