import { Link } from 'react-router';
import type { Notification } from '@oja/shared/notifications';
import { useShopDates } from '../../lib/shop-time';
import { myOrdersPath } from '../orders/my-orders-path';
import { useT } from '../../i18n/i18n';

/** Notifications, newest first; those unread until now are marked "New". */
export function NotificationList({ items, compact = false }: { items: Notification[]; compact?: boolean }) {
  const dates = useShopDates();
  const t = useT();
  return (
    <ul className={compact ? 'notification-list notification-list-compact' : 'notification-list'}>
      {items.map((n) => (
        <li key={n.id} className={n.read ? 'notification' : 'notification notification-new'}>
          <p className="notification-title">
            {!n.read && <span className="notification-dot">{t('notifications.new')}</span>} {n.title}
          </p>
          {!compact && <p className="notification-body">{n.body}</p>}
          <p className="notification-meta">
            <time dateTime={n.created_at}>{dates.instant(n.created_at)}</time>
            {n.order_id && (
              <>
                {' · '}
                <Link to={`${myOrdersPath}?view=${encodeURIComponent(n.order_id)}`}>
                  {t('notifications.view-order')}
                </Link>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
