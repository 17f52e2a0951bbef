import type { Kysely } from 'kysely';
import { notificationKinds, type Notification, type NotificationKind } from '@oja/shared/notifications';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../accounts/index.ts';
import * as repo from './notifications.repository.ts';
import { orderMessages } from './order-notifications.ts';

/**
 * Tells an order's customer about a step of its lifecycle. Called only by the orders feature's
 * `transition()`, inside the transaction of the step: the notification exists exactly when the
 * step does. Which steps tell the customer is written in the order graph, not here.
 */
export async function notifyOrderCustomer(
  trx: Kysely<DB>,
  order: { id: number; user_id: number; order_ref: string },
  kind: NotificationKind,
  now = Date.now(),
) {
  const message = orderMessages[kind];
  await repo.insertNotification(trx, {
    user_id: order.user_id,
    kind,
    order_id: order.id,
    title: message.title(order.order_ref),
    body: message.body,
    read_at: null,
    created_at: now,
  });
}

const isKind = (kind: string): kind is NotificationKind => (notificationKinds as readonly string[]).includes(kind);

function toNotification(row: repo.NotificationRow): Notification[] {
  // A kind this version does not know (written by a newer one) is left out, not an error.
  if (!isKind(row.kind)) return [];
  return [
    {
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      order_id: row.order_ref,
      read: row.read_at !== null,
      created_at: new Date(Number(row.created_at)).toISOString(),
    },
  ];
}

/** The actor's own notifications, newest first; nobody else's are ever read. */
export async function listNotifications(db: Kysely<DB>, actor: Actor, limit: number): Promise<Notification[]> {
  return (await repo.listForUser(db, actor.id, limit)).flatMap(toNotification);
}

export async function unreadCount(db: Kysely<DB>, actor: Actor) {
  return { unread: await repo.countUnread(db, actor.id) };
}

/** Marks the actor's notifications read (the given ones, or all); others' are never touched. */
export async function markRead(db: Kysely<DB>, actor: Actor, ids?: number[]) {
  const marked = await repo.markRead(db, actor.id, ids, Date.now());
  return { marked, unread: await repo.countUnread(db, actor.id) };
}
