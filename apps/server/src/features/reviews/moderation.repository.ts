import { sql, type Kysely } from 'kysely';
import type { DB, ReviewsTable } from '../../db/schema.ts';

export interface ModerationFilter {
  status?: ReviewsTable['status'];
  kind?: 'shop' | 'product';
}

function filtered(db: Kysely<DB>, { status, kind }: ModerationFilter) {
  let q = db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('products as p', 'p.id', 'r.product_id');
  if (status) q = q.where('r.status', '=', status);
  if (kind === 'shop') q = q.where('r.product_id', 'is', null);
  if (kind === 'product') q = q.where('r.product_id', 'is not', null);
  return q;
}

const staffColumns = [
  'r.id',
  'r.user_id',
  'r.product_id',
  'r.rating',
  'r.body',
  'r.status',
  'r.created_at',
  'r.updated_at',
  'u.first_name',
  'u.last_name',
  'u.email',
  'p.title as product_title',
  'p.slug as product_slug',
] as const;

/** Reviews for staff: those waiting for a decision first, then the newest. */
export function listForModeration(db: Kysely<DB>, filter: ModerationFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .select(staffColumns)
    .orderBy(sql`case when r.status = 'pending' then 0 else 1 end`)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type ModerationRow = Awaited<ReturnType<typeof listForModeration>>[number];

export async function countForModeration(db: Kysely<DB>, filter: ModerationFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many reviews have each status (of the kind asked for), for the filter tabs. */
export function countByStatus(db: Kysely<DB>, kind: ModerationFilter['kind']) {
  return filtered(db, { kind })
    .select(['r.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('r.status')
    .execute();
}

export function findForModeration(db: Kysely<DB>, id: number) {
  return filtered(db, {}).select(staffColumns).where('r.id', '=', id).executeTakeFirst();
}
