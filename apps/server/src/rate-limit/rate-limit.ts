import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/connection.ts';
import type { DB } from '../db/schema.ts';

export interface Limit {
  /** e.g. "login:account:ada@example.com" */
  bucket: string;
  max: number;
  windowMs: number;
}

export type Attempt =
  | {
      allowed: true;
      /** The attempt failed: it stays counted against every bucket. */
      fail(): Promise<void>;
      /** The attempt succeeded: it is not counted (and the named buckets are emptied). */
      succeed(reset?: string[]): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

interface Store {
  db: Kysely<DB>;
  dialect: Dialect;
}

class Refused extends Error {
  constructor(readonly retryAfterMs: number) {
    super('rate limited');
  }
}

/** Any number for the advisory-lock namespace of rate limits; other locks use other numbers. */
const lockNamespace = 0x0a1a;
const lockKey = (bucket: string) => createHash('sha256').update(bucket).digest().readInt32BE(0);

/**
 * Sliding-window limits counted in the database, so they hold across server processes. An attempt
 * records a hit in each bucket and counts, in one transaction that holds the buckets' lock
 * (PostgreSQL advisory locks; SQLite has one writer at a time anyway): of any number of
 * simultaneous attempts on any number of processes, exactly `max` get through. A refused attempt
 * is not counted; a successful one is taken back with `succeed`.
 */
export async function beginAttempt({ db, dialect }: Store, limits: Limit[], now = Date.now()): Promise<Attempt> {
  await pruneOccasionally(db, now);
  let ids: number[];
  try {
    ids = await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') {
        // In a fixed order, so two attempts sharing buckets cannot deadlock.
        for (const key of [...new Set(limits.map((l) => lockKey(l.bucket)))].sort((a, b) => a - b)) {
          await sql`select pg_advisory_xact_lock(${lockNamespace}, ${key})`.execute(trx);
        }
      }
      const inserted = await trx
        .insertInto('rate_limit_hits')
        .values(limits.map(({ bucket }) => ({ bucket, created_at: now })))
        .returning('id')
        .execute();
      let retryAfterMs = 0;
      for (const limit of limits) {
        const hits = await trx
          .selectFrom('rate_limit_hits')
          .select('created_at')
          .where('bucket', '=', limit.bucket)
          .where('created_at', '>', now - limit.windowMs)
          .orderBy('created_at', 'asc')
          .execute();
        if (hits.length > limit.max) {
          // Allowed again once enough of the oldest hits have left the window to make room for one.
          const freeing = hits[hits.length - 1 - limit.max]!;
          retryAfterMs = Math.max(retryAfterMs, freeing.created_at + limit.windowMs - now);
        }
      }
      if (retryAfterMs > 0) throw new Refused(retryAfterMs); // rolls the hits back
      return inserted.map((r) => r.id);
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.retryAfterMs / 1000)) };
  }
  return {
    allowed: true,
    fail: async () => {},
    async succeed(reset = []) {
      await db.deleteFrom('rate_limit_hits').where('id', 'in', ids).execute();
      await clearBuckets(db, reset);
    },
  };
}

/** Forgets every hit of the buckets (e.g. an account's failed sign-ins once its password is reset). */
export async function clearBuckets(db: Kysely<DB>, buckets: string[]) {
  if (buckets.length > 0) await db.deleteFrom('rate_limit_hits').where('bucket', 'in', buckets).execute();
}

let lastPrune = 0;
const pruneEveryMs = 60 * 60 * 1000;
/** Hits older than a day count for no limit we use; drop them now and then. */
async function pruneOccasionally(db: Kysely<DB>, now: number) {
  if (now - lastPrune < pruneEveryMs) return;
  lastPrune = now;
  await db
    .deleteFrom('rate_limit_hits')
    .where('created_at', '<', now - 24 * 60 * 60 * 1000)
    .execute();
}
