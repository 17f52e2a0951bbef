import type { RouterContextProvider } from 'react-router';
import { apiOf } from '../../lib/api.server';

/**
 * What every page's header and product hearts need about the signed-in customer: the unread
 * notifications and the saved product ids (one small indexed query each). A visitor's requests
 * are answered 401 without touching the database, and leave both empty.
 */
export async function fetchCustomerBadges(context: Readonly<RouterContextProvider>) {
  const api = apiOf(context);
  const [unread, saved] = await Promise.all([
    api.request('GET', '/api/notifications/unread-count/'),
    api.request('GET', '/api/saved/ids/'),
  ]);
  return { unread: unread.ok ? unread.data.unread : 0, savedIds: saved.ok ? saved.data.product_ids : [] };
}
