import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PromotionRow } from './promotions.repository.ts';
import * as repo from './promotions.repository.ts';

/** Switched-on promotions not ended when read, kept for one generation of the catalogue. */
interface Kept {
  generation: number;
  unended: PromotionRow[];
}
const kept = new WeakMap<Kysely<DB>, Kept>();

/**
 * The promotions running at `now` (`repo.runningPromotions`' rule), for a caller that read the
 * catalogue's generation (db/migrations/0039: every promotion change moves it, by any process or
 * tool, in the transaction that makes it). What this process read at that generation is used
 * again without a statement; a newer generation reads them afresh. The generation was read before
 * the promotions, so the kept ones are never older than their generation (as the catalogue cache,
 * decision 0015); the start and end times are checked against `now` on every call.
 */
export async function runningPromotionsAt(db: Kysely<DB>, generation: number, now: number): Promise<PromotionRow[]> {
  let entry = kept.get(db);
  if (entry?.generation !== generation) {
    const unended = await repo.unendedPromotionRows(db, now);
    // A slower request that read an older generation neither uses nor replaces a newer entry.
    if (entry === undefined || generation > entry.generation) kept.set(db, { generation, unended });
    entry = { generation, unended };
  }
  return entry.unended.filter(
    (p) => (p.starts_at === null || Number(p.starts_at) <= now) && (p.ends_at === null || Number(p.ends_at) > now),
  );
}
