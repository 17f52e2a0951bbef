import type { RouterContextProvider } from 'react-router';
import type { Notification } from '@oja/shared/notifications';
import { apiData, apiOf } from '../../lib/api.server';

type Context = Readonly<RouterContextProvider>;

/**
 * The customer's latest notifications as they were, then marked read: opening the list is reading
 * it. Only the ones shown are marked, so one arriving in between stays unread. The mark is a POST
 * the API refuses for a request from another site, so a link elsewhere marks nothing.
 */
export async function readNotifications(context: Context, limit: number): Promise<Notification[]> {
  const list = await listNotifications(context, limit);
  await markRead(
    context,
    list.filter((n) => !n.read).map((n) => n.id),
  );
  return list;
}

/** The customer's latest notifications, changing nothing (for a page's loader: a GET). */
export function listNotifications(context: Context, limit: number): Promise<Notification[]> {
  return apiData(context, `/api/notifications/?limit=${limit}`);
}

/** Marks these notifications read (for an action: a POST from this site, never a GET). */
export async function markRead(context: Context, ids: number[]): Promise<void> {
  if (ids.length > 0) await apiOf(context).request('POST', '/api/notifications/read/', { ids });
}
