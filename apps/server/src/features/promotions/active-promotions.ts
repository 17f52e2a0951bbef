import type { Kysely } from 'kysely';
import type { ActivePromotion } from '@oja/shared/promotions';
import type { DB } from '../../db/schema.ts';
import * as repo from './promotions.repository.ts';

/** A switched-on promotion not ended when it was read, with its start for the filter at answer time. */
export interface UnendedPromotion extends ActivePromotion {
  starts_at: number | null;
}

/** What `GET /api/promotions/` may show while the catalogue's generation stands (kept in its cache). */
export async function unendedPromotions(db: Kysely<DB>, lang: string, now = Date.now()): Promise<UnendedPromotion[]> {
  const rows = await repo.unendedPromotions(db, now, lang);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    percent: r.percent,
    buy_quantity: r.buy_quantity,
    free_quantity: r.free_quantity,
    starts_at: r.starts_at === null ? null : Number(r.starts_at),
    ends_at: r.ends_at === null ? null : Number(r.ends_at),
    category:
      r.category_id === null || r.category_slug === null
        ? null
        : { id: r.category_id, slug: r.category_slug, title: r.category_title ?? r.category_slug },
  }));
}

/**
 * The promotions running at `now`, by the pricing's rule (`runningPromotions`): started (or no
 * start) and not ended (or no end). Kept answers are filtered on every request, so a promotion
 * starts and ends on time without the catalogue changing.
 */
export const runningAt = (unended: UnendedPromotion[], now: number): ActivePromotion[] =>
  unended
    .filter((p) => (p.starts_at === null || p.starts_at <= now) && (p.ends_at === null || p.ends_at > now))
    .map(({ starts_at: _, ...shown }) => shown);
