import { Link, Outlet, useLocation } from 'react-router';
import { translate, useT, type MessageId } from '../../i18n/i18n';
import { languageFromMatches } from '../../lib/seo';
import type { Route } from './+types/layout';
import { signedInOnly, signedInUser } from '../../features/accounts/session.server';
import { styleParts } from '../../styles/areas';
import { messageAreas } from '../../i18n/areas';

export const handle = {
  ...styleParts('forms', 'account', 'orders'),
  // The dashboard's own texts; each page names the other areas it uses (My Orders only `orders`).
  ...messageAreas('account'),
};

export const middleware = [signedInOnly];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${translate(languageFromMatches(matches), 'dashboard.meta-title')} | Oja` },
  { name: 'robots', content: 'noindex' },
];

export function loader({ context }: Route.LoaderArgs) {
  return { user: signedInUser(context) };
}

const sections: { to: string; label: MessageId; paths: string[] }[] = [
  {
    to: '/dashboard/profile',
    label: 'dashboard.nav.profile',
    paths: ['/dashboard', '/dashboard/profile', '/dashboard/edit-profile'],
  },
  { to: '/dashboard/my-orders', label: 'nav.my-orders', paths: ['/dashboard/my-orders'] },
  { to: '/dashboard/addresses', label: 'dashboard.nav.addresses', paths: ['/dashboard/addresses'] },
  { to: '/dashboard/saved', label: 'nav.saved', paths: ['/dashboard/saved'] },
  { to: '/dashboard/notifications', label: 'notifications.title', paths: ['/dashboard/notifications'] },
  { to: '/dashboard/review', label: 'dashboard.nav.review', paths: ['/dashboard/review'] },
];

/** The dashboard: a side navigation between the customer's own pages, and the page itself. */
export default function DashboardLayout() {
  const path = useLocation().pathname.replace(/\/$/, '');
  const t = useT();
  return (
    <div className="container dashboard">
      <nav className="dashboard-nav" aria-label={t('dashboard.sections')}>
        <ul>
          {sections.map((s) => (
            <li key={s.to}>
              <Link to={s.to} aria-current={s.paths.includes(path) ? 'page' : undefined}>
                {t(s.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="dashboard-main">
        <Outlet />
      </div>
    </div>
  );
}
