import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '@oja/testing/fakes/tcp-proxy';
import { testDialect } from '@oja/testing/databases/test-database';
import { openDatabase, type Database } from './connection.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The request connections' behaviour when PostgreSQL goes away, through a proxy that can be cut. */
describe.skipIf(testDialect !== 'postgres')('PostgreSQL request connections when the database goes away', () => {
  let proxy: TcpProxy;
  let database: Database;
  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = openDatabase(
      { dialect: 'postgres', url: proxy.urlThrough(process.env.TEST_DATABASE_URL!), poolSize: 1 },
      { timeouts: { connectMs: 500, queryMs: 1_000 } },
    );
  });
  afterAll(async () => {
    await database?.destroy();
    await proxy?.close();
  });
  const one = async () => (await sql<{ n: number }>`select 1 as n`.execute(database.db)).rows[0]?.n;
  const failure = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: unknown) => error,
    );

  it('survive a connection lost while a transaction holds it, and work again once it is back', async () => {
    const error = await failure(
      database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await proxy.cut('refuse');
        await pause(200); // the client learns of the loss between two statements, with none running
        await sql`select 2`.execute(trx);
      }),
    );
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    expect(isDatabaseUnavailable(await failure(one()))).toBe(true);
    await proxy.restore();
    expect(await one()).toBe(1);
  });

  it('close a connection whose statement got no answer instead of using it again', async () => {
    expect(await one()).toBe(1);
    await proxy.cut('drop');
    const lost = await failure(one());
    expect(String(lost)).toContain('Query read timeout');
    expect(isDatabaseUnavailable(lost)).toBe(true);
    // The only connection was stuck mid-statement: the next statement needs a new one, which the
    // black hole never opens (a connect timeout, not a second read timeout on the stuck one).
    const next = await failure(one());
    expect(String(next)).toMatch(/timeout exceeded when trying to connect|connection timeout/i);
    expect(isDatabaseUnavailable(next)).toBe(true);
    await proxy.restore();
    expect(await one()).toBe(1);
  });
});

/** Statements with parameters are prepared once per connection (issue 37); maintenance ones never. */
describe.skipIf(testDialect !== 'postgres')('PostgreSQL prepared statements', () => {
  const preparedOn = (database: Database) =>
    database.db.connection().execute(async (conn) => {
      await sql`select ${1}::int + 1 as n`.execute(conn);
      await sql`select ${2}::int + 1 as n`.execute(conn);
      const names = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`
        .execute(conn)
        .then((r) => r.rows);
      return names.filter((p) => p.statement.includes('::int + 1 as n'));
    });

  it('run a statement under one name, prepared once on the connection', async () => {
    const database = openDatabase({ dialect: 'postgres', url: process.env.TEST_DATABASE_URL!, poolSize: 1 });
    try {
      const prepared = await preparedOn(database);
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.name).toMatch(/^oja_/);
    } finally {
      await database.destroy();
    }
  });

  it('drop a connection whose prepared statement a migration made stale, and work on a new one', async () => {
    const table = `prepared_${Date.now()}`;
    const admin = openDatabase(
      { dialect: 'postgres', url: process.env.TEST_DATABASE_URL!, poolSize: 1 },
      { maintenance: true },
    );
    const database = openDatabase({ dialect: 'postgres', url: process.env.TEST_DATABASE_URL!, poolSize: 1 });
    try {
      await sql`create table ${sql.table(table)} (id int)`.execute(admin.db);
      await sql`insert into ${sql.table(table)} values (1)`.execute(admin.db);
      const read = () => sql`select * from ${sql.table(table)} where id = ${1}`.execute(database.db);
      expect((await read()).rows).toEqual([{ id: 1 }]);
      await sql`alter table ${sql.table(table)} add column note text`.execute(admin.db);
      // Once, on the connection that prepared it; then a new connection prepares it again.
      const stale = await read().then(
        () => null,
        (error: unknown) => error,
      );
      if (stale) expect(String(stale)).toContain('cached plan must not change result type');
      expect((await read()).rows).toEqual([{ id: 1, note: null }]);
    } finally {
      await sql`drop table if exists ${sql.table(table)}`.execute(admin.db);
      await database.destroy();
      await admin.destroy();
    }
  });

  it('never on a maintenance connection, whose migrations change what a prepared statement reads', async () => {
    const database = openDatabase(
      { dialect: 'postgres', url: process.env.TEST_DATABASE_URL!, poolSize: 1 },
      { maintenance: true },
    );
    try {
      expect(await preparedOn(database)).toEqual([]);
    } finally {
      await database.destroy();
    }
  });
});

/** Another process writing to the same SQLite file: the staff command, a second shop process. */
describe.skipIf(testDialect !== 'sqlite')('SQLite transactions beside another writer', () => {
  let dir: string;
  let database: Database;
  let other: SQLite.Database;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-immediate-'));
    const file = path.join(dir, 'shop.sqlite');
    database = openDatabase({ dialect: 'sqlite', file });
    await sql`create table counters (name text primary key, n integer not null)`.execute(database.db);
    await sql`insert into counters values ('orders', 0), ('staff', 0)`.execute(database.db);
    other = new SQLite(file);
    other.pragma('busy_timeout = 0'); // it runs on this thread: waiting would only block the test
  });
  afterAll(async () => {
    other?.close();
    await database?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a transaction that reads, then writes, holds the write lock from its start: the other writer waits, it never fails', async () => {
    let otherWrite: unknown = null;
    await database.db.transaction().execute(async (trx) => {
      const { n } = (await sql<{ n: number }>`select n from counters where name = 'orders'`.execute(trx)).rows[0]!;
      // Begun deferred, this transaction would only hold a read snapshot here: the other write
      // would go through and this one's update fail at once with SQLITE_BUSY_SNAPSHOT.
      try {
        other.prepare(`update counters set n = n + 1 where name = 'staff'`).run();
      } catch (error) {
        otherWrite = error;
      }
      await sql`update counters set n = ${n + 1} where name = 'orders'`.execute(trx);
    });
    expect((otherWrite as { code?: string } | null)?.code).toBe('SQLITE_BUSY');
    other.prepare(`update counters set n = n + 1 where name = 'staff'`).run(); // its turn now
    const rows = (
      await sql<{ name: string; n: number }>`select name, n from counters order by name`.execute(database.db)
    ).rows;
    expect(rows).toEqual([
      { name: 'orders', n: 1 },
      { name: 'staff', n: 1 },
    ]);
  });
});
