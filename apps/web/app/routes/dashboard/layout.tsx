import { Link, Outlet, useLocation } from 'react-router';
import type { Route } from './+types/layout';
import { signedInOnly, signedInUser } from '../../features/accounts/session.server';
import { styleParts } from '../../styles/areas';

export const handle = styleParts('forms', 'catalog', 'account', 'orders');

export const middleware = [signedInOnly];

export const meta: Route.MetaFunction = () => [{ title: 'My account | Oja' }, { name: 'robots', content: 'noindex' }];

export function loader({ context }: Route.LoaderArgs) {
  return { user: signedInUser(context) };
}

const sections = [
  {
    to: '/dashboard/profile',
    label: 'Profile',
    paths: ['/dashboard', '/dashboard/profile', '/dashboard/edit-profile'],
  },
  { to: '/dashboard/my-orders', label: 'My Orders', paths: ['/dashboard/my-orders'] },
  { to: '/dashboard/addresses', label: 'Addresses', paths: ['/dashboard/addresses'] },
  { to: '/dashboard/saved', label: 'Saved items', paths: ['/dashboard/saved'] },
  { to: '/dashboard/notifications', label: 'Notifications', paths: ['/dashboard/notifications'] },
  { to: '/dashboard/review', label: 'Review', paths: ['/dashboard/review'] },
];

/** The dashboard: a side navigation between the customer's own pages, and the page itself. */
export default function DashboardLayout() {
  const path = useLocation().pathname.replace(/\/$/, '');
  return (
    <div className="container dashboard">
      <nav className="dashboard-nav" aria-label="Dashboard sections">
        <ul>
          {sections.map((s) => (
            <li key={s.to}>
              <Link to={s.to} aria-current={s.paths.includes(path) ? 'page' : undefined}>
                {s.label}
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
