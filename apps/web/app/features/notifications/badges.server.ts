import type { RouterContextProvider } from 'react-router';
import { apiOf } from '../../lib/api.server';

/**
 * What every page's header and product hearts need about the signed-in customer: the unread
 * notifications and the saved product ids (one small indexed query each). A visitor leaves both
 * empty.
 */
export async function fetchCustomerBadges(context: Readonly<RouterContextProvider>) {
  const api = apiOf(context);
  // A visitor without a session cookie or token: both would answer 401 (issue 30), so no call.
  if (api.mayBeSignedIn === false) return { unread: 0, savedIds: [] };
  const [unread, saved] = await Promise.all([
    api.request('GET', '/api/notifications/unread-count/'),
    api.request('GET', '/api/saved/ids/'),
  ]);
  return { unread: unread.ok ? unread.data.unread : 0, savedIds: saved.ok ? saved.data.product_ids : [] };
}
