import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/connection.ts';
import type { DB } from '../db/schema.ts';
import type { RateLimitStore } from './rate-limit.ts';

class Refused extends Error {
  constructor(readonly retryAfterMs: number) {
    super('rate limited');
  }
}

/** Any number for the advisory-lock namespace of rate limits; other locks use other numbers. */
const lockNamespace = 0x0a1a;
const lockKey = (bucket: string) => createHash('sha256').update(bucket).digest().readInt32BE(0);

/**
 * Sliding-window counters in the `rate_limit_hits` table, so they hold across server processes
 * with nothing but the database. A hit is recorded in each bucket and counted in one transaction
 * that holds the buckets' lock (PostgreSQL advisory locks; SQLite has one writer at a time
 * anyway): of any number of simultaneous hits on any number of processes, exactly `max` get
 * through. A refused hit is rolled back, so it is not counted.
 */
export function databaseStore({ db, dialect }: Pick<Database, 'db' | 'dialect'>): RateLimitStore {
  return {
    name: 'database',
    async hit(limits, now) {
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
        return { allowed: false, retryAfterMs: error.retryAfterMs };
      }
      return {
        allowed: true,
        undo: async () => {
          await db.deleteFrom('rate_limit_hits').where('id', 'in', ids).execute();
        },
      };
    },
    async clear(buckets) {
      if (buckets.length > 0) await db.deleteFrom('rate_limit_hits').where('bucket', 'in', buckets).execute();
    },
    // The database belongs to the app, which closes it.
    close: async () => {},
  };
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
