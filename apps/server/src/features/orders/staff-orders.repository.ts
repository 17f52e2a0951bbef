import { sql, type Kysely } from 'kysely';
import type { DB, OrderState } from '../../db/schema.ts';

export interface OrderFilter {
  state?: OrderState;
  reviewed?: boolean;
  q?: string;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Kysely<DB>, f: OrderFilter) {
  let q = db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id');
  if (f.state) q = q.where('o.state', '=', f.state);
  if (f.reviewed !== undefined) q = q.where('o.order_reviewed', '=', f.reviewed ? 1 : 0);
  if (f.q) {
    const pattern = likePattern(f.q);
    q = q.where(
      sql<boolean>`(lower(o.order_ref) like ${pattern} escape ${'\\'} or lower(u.email) like ${pattern} escape ${'\\'})`,
    );
  }
  return q;
}

const summaryColumns = [
  'o.id',
  'o.order_ref',
  'o.state',
  'o.order_reviewed',
  'o.currency',
  'o.subtotal_minor',
  'o.total_minor',
  'o.created_at',
  'o.paid_at',
  'o.user_id',
  'u.email',
  'u.first_name',
  'u.last_name',
] as const;

export function listOrders(db: Kysely<DB>, f: OrderFilter, page: { limit: number; offset: number }) {
  return filtered(db, f)
    .select(summaryColumns)
    .select((eb) =>
      eb
        .selectFrom('order_items as i')
        .select(sql<number>`coalesce(sum(i.quantity), 0)`.as('n'))
        .whereRef('i.order_id', '=', 'o.id')
        .as('item_count'),
    )
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type OrderListRow = Awaited<ReturnType<typeof listOrders>>[number];

export async function countOrders(db: Kysely<DB>, f: OrderFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findCustomer(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** An order's history, oldest first, with the name of whoever took each step. */
export function eventsOf(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('order_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_user_id')
    .select([
      'e.id',
      'e.from_state',
      'e.to_state',
      'e.actor_kind',
      'e.note',
      'e.created_at',
      'u.first_name',
      'u.last_name',
    ])
    .where('e.order_id', '=', orderId)
    .orderBy('e.created_at', 'asc')
    .orderBy('e.id', 'asc')
    .execute();
}

export interface FeesMinor {
  shipping_cost_minor: number;
  freight_fee_minor: number;
  handling_fee_minor: number;
  packaging_fee_minor: number;
  insurance_fee_minor: number;
}
