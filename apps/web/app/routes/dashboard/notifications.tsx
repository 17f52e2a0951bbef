import { useEffect, useState } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { translate, useT } from '../../i18n/i18n';
import { languageFromMatches } from '../../lib/seo';
import type { Route } from './+types/notifications';
import { NotificationList } from '../../features/notifications/notification-list';
import { listNotifications, markRead } from '../../features/notifications/notifications.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${translate(languageFromMatches(matches), 'notifications.title')} | Oja` },
  { name: 'robots', content: 'noindex' },
];

/**
 * Only lists: a GET changes nothing, so a link or an image on another site, a prefetch or a
 * crawler never marks anything read. The page itself marks what it shows (see below).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { notifications: await listNotifications(context, 50) };
}

/** Marks the notifications the page showed (`ids`) read: a POST, which the API refuses cross-site. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const ids = form
    .getAll('id')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, 50);
  await markRead(context, ids);
  return { ok: true };
}

/** The customer's notifications about their orders, newest first. */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  const t = useT();
  // The list as it came, so the "New" marks stay for this visit after they are marked read.
  const [shown] = useState(loaderData.notifications);
  const unreadIds = shown.filter((n) => !n.read).map((n) => n.id);
  const fetcher = useFetcher({ key: 'notifications-read' });
  // Opening the page reads the list: the page posts that once, and the header's badge follows
  // (React Router reloads the pages' data after an action).
  useEffect(() => {
    if (unreadIds.length > 0)
      void fetcher.submit(
        unreadIds.map((id) => ['id', String(id)]),
        { method: 'post' },
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, []);
  return (
    <section className="notifications-page" aria-labelledby="notifications-heading">
      <h1 id="notifications-heading">{t('notifications.title')}</h1>
      {shown.length === 0 ? (
        <div className="empty-state">
          <p>{t('notifications.none')}</p>
          <p>
            {t('dashboard.notifications.explain')} <Link to="/dashboard/my-orders">{t('nav.my-orders')}</Link>
          </p>
        </div>
      ) : (
        <>
          <NotificationList items={shown} />
          {unreadIds.length > 0 && (
            // Without scripts the page cannot post by itself: a button does.
            <noscript>
              <Form method="post">
                {unreadIds.map((id) => (
                  <input key={id} type="hidden" name="id" value={id} />
                ))}
                <button type="submit" className="button-secondary">
                  {t('dashboard.notifications.mark-read')}
                </button>
              </Form>
            </noscript>
          )}
        </>
      )}
    </section>
  );
}
