import { Link } from 'react-router';
import type { Notification } from '@oja/shared/notifications';
import { useShopDates } from '../../lib/shop-time';
import { myOrdersPath } from '../orders/my-orders-path';
import { useT, type MessageId } from '../../i18n/i18n';

/** Notifications, newest first; those unread until now are marked "New". */
export function NotificationList({ items, compact = false }: { items: Notification[]; compact?: boolean }) {
  const dates = useShopDates();
  const t = useT();
  // The server keeps each notice in English; the page says it in its language by its kind (the
  // `account` area: the dashboard's, and the bell loads it with this list). Other notices as kept.
  const say = (n: Notification, part: 'title' | 'body') => {
    if (!n.order_id) return n[part];
    const id = `dashboard.notice.${n.kind}.${part}` as MessageId;
    const said = t(id, { ref: n.order_id });
    return said === id ? n[part] : said;
  };
  return (
    <ul className={compact ? 'notification-list notification-list-compact' : 'notification-list'}>
      {items.map((n) => (
        <li key={n.id} className={n.read ? 'notification' : 'notification notification-new'}>
          <p className="notification-title">
            {!n.read && <span className="notification-dot">{t('notifications.new')}</span>} {say(n, 'title')}
          </p>
          {!compact && <p className="notification-body">{say(n, 'body')}</p>}
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
