import { lazy, Suspense, useId } from 'react';
import { Link, useFetcher } from 'react-router';
import type { Notification } from '@oja/shared/notifications';
import { BellIcon } from '../../ui/icons';
import { usePopover } from '../../ui/use-popover';
import { useSignedInUser } from '../accounts/use-root-user';
import { useRootData } from '../../lib/root-data';
import { documentLanguage, loadAreas, useT } from '../../i18n/i18n';

// The list's code comes with the first opening, beside its data (decision 0032), and the notices'
// texts with it (the `account` area).
const loadList = () =>
  Promise.all([import('./notification-list'), loadAreas(documentLanguage(), ['account'])]).then(([list]) => list);
const NotificationList = lazy(() => loadList().then((m) => ({ default: m.NotificationList })));

const pagePath = '/dashboard/notifications';
const popoverAction = '/notifications';

/**
 * The header's bell with the number of unread notifications. It links to the notifications page
 * (and so works without JavaScript; a visitor is asked to sign in there). With JavaScript a
 * signed-in customer gets a small popover instead: opening it loads the latest and marks them
 * read, and the badge follows.
 */
export function NotificationBell() {
  const user = useSignedInUser();
  const unread = useRootData()?.unread ?? 0;
  const fetcher = useFetcher<{ notifications: Notification[] }>({ key: 'notification-popover' });
  const { open, setOpen, rootRef, buttonRef: linkRef } = usePopover<HTMLDivElement, HTMLAnchorElement>();
  const panelId = useId();

  const t = useT();
  const label = unread > 0 ? t('notifications.unread', { count: unread }) : t('notifications.title');
  const items = fetcher.data?.notifications;
  return (
    <div className="bell" ref={rootRef}>
      <Link
        ref={linkRef}
        to={pagePath}
        className="icon-button"
        aria-label={label}
        aria-expanded={user ? open : undefined}
        aria-controls={user ? panelId : undefined}
        onClick={(e) => {
          if (!user || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          if (!open) {
            void fetcher.submit(null, { method: 'post', action: popoverAction });
            loadList().catch(() => undefined);
          }
          setOpen(!open);
        }}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Link>
      {user && (
        <div id={panelId} className="bell-popover" role="region" aria-label={t('notifications.latest')} hidden={!open}>
          <p className="bell-popover-title">{t('notifications.title')}</p>
          {!items ? (
            <p className="muted">{t('notifications.loading')}</p>
          ) : items.length === 0 ? (
            <p className="muted">{t('notifications.none')}</p>
          ) : (
            <Suspense fallback={<p className="muted">{t('notifications.loading')}</p>}>
              <NotificationList items={items} compact />
            </Suspense>
          )}
          <Link to={pagePath} className="bell-popover-all">
            {t('notifications.all')}
          </Link>
        </div>
      )}
    </div>
  );
}
