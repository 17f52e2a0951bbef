import { Link } from 'react-router';
import { useSignedInUser } from './use-root-user';
import { useT } from '../../i18n/i18n';

/** The desktop nav's "Dashboard" link, shown only to a signed-in customer. */
export function DashboardNavLink() {
  const t = useT();
  return useSignedInUser() ? <Link to="/dashboard/my-orders">{t('footer.dashboard')}</Link> : null;
}
