import type { Insertable, Kysely } from 'kysely';
import type { DB, NotificationsTable } from '../../db/schema.ts';

export function insertNotification(db: Kysely<DB>, row: Insertable<NotificationsTable>) {
  return db.insertInto('notifications').values(row).execute();
}

/** The user's notifications, newest first, with the reference of the order each is about. */
export function listForUser(db: Kysely<DB>, userId: number, limit: number) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('orders as o', 'o.id', 'n.order_id')
    .select(['n.id', 'n.kind', 'n.title', 'n.body', 'n.read_at', 'n.created_at', 'o.order_ref'])
    .where('n.user_id', '=', userId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}
export type NotificationRow = Awaited<ReturnType<typeof listForUser>>[number];

/** One indexed count (user_id, read_at): cheap enough for every page's bell. */
export async function countUnread(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the user's unread notifications read: all of them, or only those with the given ids. */
export async function markRead(db: Kysely<DB>, userId: number, ids: number[] | undefined, now: number) {
  let q = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== undefined) q = q.where('id', 'in', ids);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
