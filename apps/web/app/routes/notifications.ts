import { redirect } from 'react-router';
import type { Route } from './+types/notifications';
import { readNotifications } from '../features/notifications/notifications.server';

export const notificationsPopoverPath = '/notifications';

/**
 * The header bell's popover posts here when it opens: the latest notifications come back and are
 * marked read. A POST, so the pages' loaders run again afterwards and the badge shows 0.
 */
export async function action({ context }: Route.ActionArgs) {
  return { notifications: await readNotifications(context, 8) };
}

export function loader() {
  return redirect('/dashboard/notifications');
}
