import { Link } from 'react-router';
import type { Notification } from '@oja/shared/notifications';
import { myOrdersPath } from '../orders/my-orders-path';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

/** Notifications, newest first; those unread until now are marked "New". */
export function NotificationList({ items, compact = false }: { items: Notification[]; compact?: boolean }) {
  return (
    <ul className={compact ? 'notification-list notification-list-compact' : 'notification-list'}>
      {items.map((n) => (
        <li key={n.id} className={n.read ? 'notification' : 'notification notification-new'}>
          <p className="notification-title">
            {!n.read && <span className="notification-dot">New</span>} {n.title}
          </p>
          {!compact && <p className="notification-body">{n.body}</p>}
          <p className="notification-meta">
            <time dateTime={n.created_at}>{when.format(new Date(n.created_at))}</time>
            {n.order_id && (
              <>
                {' · '}
                <Link to={`${myOrdersPath}?view=${encodeURIComponent(n.order_id)}`}>View order</Link>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
