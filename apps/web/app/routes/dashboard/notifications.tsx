import { useEffect, useState } from 'react';
import { createContext, Link, useRevalidator, type MiddlewareFunction } from 'react-router';
import type { Notification } from '@oja/shared/notifications';
import type { Route } from './+types/notifications';
import { NotificationList } from '../../features/notifications/notification-list';
import { readNotifications } from '../../features/notifications/notifications.server';
import { useRootData } from '../../lib/root-data';

export const meta: Route.MetaFunction = () => [
  { title: 'Notifications | Oja' },
  { name: 'robots', content: 'noindex' },
];

const readContext = createContext<Notification[]>([]);

/**
 * Reads (and marks read) before any loader runs, the root's included: the header's badge on this
 * very page already counts them as read.
 */
const markReadOnOpen: MiddlewareFunction<Response> = async ({ context }, next) => {
  context.set(readContext, await readNotifications(context, 50));
  return next();
};

export const middleware = [markReadOnOpen];

export function loader({ context }: Route.LoaderArgs) {
  return { notifications: context.get(readContext) };
}

/** The customer's notifications about their orders, newest first. */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { notifications } = loaderData;
  // Reached by a link inside the app, the header's loader did not run again: ask once, so the
  // badge drops to 0. The "New" marks stay for this visit.
  const revalidator = useRevalidator();
  const [shown] = useState(notifications);
  const staleBadge = (useRootData()?.unread ?? 0) > 0;
  useEffect(() => {
    if (staleBadge) void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, []);
  return (
    <section className="notifications-page" aria-labelledby="notifications-heading">
      <h1 id="notifications-heading">Notifications</h1>
      {shown.length === 0 ? (
        <div className="empty-state">
          <p>No notifications yet.</p>
          <p>
            We will tell you here when your orders are reviewed, paid, processed, delivered or refunded.{' '}
            <Link to="/dashboard/my-orders">My Orders</Link>
          </p>
        </div>
      ) : (
        <NotificationList items={shown} />
      )}
    </section>
  );
}
