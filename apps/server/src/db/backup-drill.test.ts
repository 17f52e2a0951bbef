import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDatabase, testDialect } from '@oja/testing/databases/test-database';
import { adminQuery, databaseUrlWithName } from '@oja/testing/databases/postgres-admin';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { makeOrder, makeStockedProduct } from '@oja/testing/factories/order-factories';
import { startTestS3 } from '@oja/testing/fakes/test-s3';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { rootDir } from '../config.ts';
import { openDatabase } from './connection.ts';
import type { DB } from './schema.ts';

/**
 * The restore drill (docs/operations.md, "Backups"): `npm run db:backup` into a real
 * S3-compatible bucket (s3rver) while the shop's data is there, then `npm run db:restore` into a
 * fresh database, and every order, payment and stock figure is back. On the database the run is
 * about: SQLite's online backup, or pg_dump / pg_restore.
 */
const source = await createTestDatabase();
const s3 = await startTestS3();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-drill-'));
const prefix = 'shop/backups/';
let fresh: { url: string; drop: () => Promise<void> } | null = null;
afterAll(async () => {
  await source.drop();
  await s3.close();
  await fresh?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The bucket's connection without S3_BUCKET (the media bucket), and the backup settings. */
const env = {
  S3_ENDPOINT: s3.env.S3_ENDPOINT,
  S3_REGION: s3.env.S3_REGION,
  S3_ACCESS_KEY_ID: s3.env.S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: s3.env.S3_SECRET_ACCESS_KEY,
  S3_FORCE_PATH_STYLE: 'true',
  BACKUP_S3_BUCKET: s3.bucket,
  BACKUP_S3_PREFIX: prefix,
  BACKUP_RETENTION_DAYS: '30',
};

/** The CLI in a child process (asynchronously: the bucket answers from this process). */
function cli(args: string[], databaseUrl: string): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/db/cli.ts', ...args], {
    cwd: rootDir,
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, output })));
}

/** Everything the drill compares: orders and their lines, payments, stock. */
async function snapshot(db: Kysely<DB>) {
  return {
    orders: await db.selectFrom('orders').selectAll().orderBy('id').execute(),
    items: await db.selectFrom('order_items').selectAll().orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().orderBy('id').execute(),
    products: await db.selectFrom('products').select(['id', 'title', 'quantity']).orderBy('id').execute(),
    variants: await db.selectFrom('product_variants').select(['id', 'sku', 'quantity']).orderBy('id').execute(),
  };
}

describe(`backups to object storage and the restore drill (${testDialect})`, () => {
  it('backs up to the bucket, keeps what retention says, and restores everything into a fresh database', async () => {
    const db = source.db;
    const user = await makeSignedInUser(db);
    const products = [await makeStockedProduct(db, { quantity: 17 }), await makeStockedProduct(db, { quantity: 4 })];
    for (const state of ['opened', 'delivered', 'awaiting'] as const) {
      const order = await makeOrder(
        db,
        user.user.id,
        products.map((p) => ({ productId: p.id })),
        { state },
      );
      const now = Date.now();
      await db
        .insertInto('payments')
        .values({
          order_id: order.id,
          provider: 'paystack',
          reference: `OJA-DRILL-${randomBytes(4).toString('hex')}`,
          status: state === 'awaiting' ? 'pending' : 'success',
          amount_minor: order.total_minor,
          currency: order.currency,
          verified_at: state === 'awaiting' ? null : now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    // An old backup that the retention setting (30 days) removes, and something else it leaves alone.
    const old = `oja-${testDialect}-2020-01-01T00-00-00-000Z.${testDialect === 'sqlite' ? 'sqlite.gz' : 'pgdump'}`;
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: prefix + old, Body: 'old' }));
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${prefix}notes.txt`, Body: 'keep me' }));
    const before = await snapshot(db);
    expect(before.orders).toHaveLength(3);
    expect(before.payments).toHaveLength(3);

    const backup = await cli(['backup'], source.url);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toContain('backup written');
    const keys = await s3.keys();
    const made = keys.filter((k) => new RegExp(`^${prefix}oja-${testDialect}-\\d{4}-`).test(k));
    expect(made).toHaveLength(1);
    expect(keys).not.toContain(prefix + old);
    expect(keys).toContain(`${prefix}notes.txt`);

    // A restore refuses a database that already holds a shop.
    const refused = await cli(['restore', 'latest', '--to', source.url], source.url);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('not empty');

    let target: string;
    if (testDialect === 'postgres') {
      const name = `oja_drill_${randomBytes(5).toString('hex')}`;
      await adminQuery(process.env.TEST_DATABASE_URL!, `create database ${name}`);
      target = databaseUrlWithName(process.env.TEST_DATABASE_URL!, name);
      fresh = {
        url: target,
        drop: () => adminQuery(process.env.TEST_DATABASE_URL!, `drop database if exists ${name} with (force)`),
      };
    } else {
      target = `sqlite:${path.join(work, 'restored.sqlite')}`;
    }
    const restore = await cli(['restore', 'latest', '--to', target], source.url);
    expect(restore.status, restore.output).toBe(0);
    expect(restore.output).toMatch(/"orders":3,"payments":3/);

    const restored = openDatabase(
      testDialect === 'postgres'
        ? { dialect: 'postgres', url: target, poolSize: 2 }
        : { dialect: 'sqlite', file: target.slice('sqlite:'.length) },
    );
    try {
      expect(await snapshot(restored.db)).toEqual(before);
    } finally {
      await restored.destroy();
    }
  });
});
