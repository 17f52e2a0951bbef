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
 * that holds the buckets' lock (on PostgreSQL, advisory locks in one statement's transaction,
 * `oja_rate_limit_hit`, migration 0043; SQLite has one writer at a time anyway): of any number of
 * simultaneous hits on any number of processes, exactly `max` get through. A refused hit is taken
 * back, so it is not counted.
 */
export function databaseStore({ db, dialect }: Pick<Database, 'db' | 'dialect'>): RateLimitStore {
  const undo = async (ids: number[]) => {
    if (ids.length > 0) await db.deleteFrom('rate_limit_hits').where('id', 'in', ids).execute();
  };
  return {
    name: 'database',
    async hit(limits, now) {
      await pruneOccasionally(db, now);
      let ids: number[];
      if (dialect === 'postgres') {
        // One statement (migration 0043, decision 0083): the same locks and counts as below.
        const { rows } = await sql<{ retry_after_ms: string | number; ids: (string | number)[] | null }>`
          select retry_after_ms, ids from oja_rate_limit_hit(${lockNamespace}, ${limits.map((l) => lockKey(l.bucket))}::integer[],
            ${limits.map((l) => l.bucket)}::text[], ${limits.map((l) => l.max)}::integer[],
            ${limits.map((l) => l.windowMs)}::bigint[], ${now}::bigint)`.execute(db);
        const retryAfterMs = Number(rows[0]!.retry_after_ms);
        if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
        ids = (rows[0]!.ids ?? []).map(Number);
        return { allowed: true, undo: () => undo(ids) };
      }
      try {
        ids = await db.transaction().execute(async (trx) => {
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
      return { allowed: true, undo: () => undo(ids) };
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
