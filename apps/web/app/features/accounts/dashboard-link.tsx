import { Link } from 'react-router';
import { useSignedInUser } from './use-root-user';

/** The desktop nav's "Dashboard" link, shown only to a signed-in customer. */
export function DashboardNavLink() {
  return useSignedInUser() ? <Link to="/dashboard/my-orders">Dashboard</Link> : null;
}
