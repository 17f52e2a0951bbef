import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { signedInUser, staffOnly } from '../../features/accounts/session.server';
import { AdminNav } from '../../features/admin/admin-nav';
import { messageAreas } from '../../i18n/areas';
import { styleParts } from '../../styles/areas';

// The back office is English, but it uses the shop's address fields (the checkout area's messages)
// and the shop's pagination (ui/pagination.tsx: the storefront's words and style).
export const handle = {
  ...styleParts('forms', 'catalog', 'storefront', 'admin'),
  ...messageAreas('checkout', 'orders', 'storefront'),
};

/** Every page below answers "not found" to anyone who is not staff. */
export const middleware = [staffOnly];

export const meta: Route.MetaFunction = () => [{ title: 'Back office | Oja' }, { name: 'robots', content: 'noindex' }];

export function loader({ context }: Route.LoaderArgs) {
  return { user: signedInUser(context) };
}

export default function AdminLayout() {
  return (
    <div className="container admin">
      <AdminNav />
      <div className="admin-main">
        <Outlet />
      </div>
    </div>
  );
}
