import { NavLink } from 'react-router';

/**
 * The back office's sections. Later features add theirs here (reviews moderation, payments), and
 * the page guard on the admin layout covers them without anything else to remember.
 */
export const adminSections = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/reports', label: 'Reports', end: false },
  { to: '/admin/products', label: 'Products', end: false },
  { to: '/admin/catalogue', label: 'Import and export', end: false },
  { to: '/admin/categories', label: 'Categories', end: false },
  { to: '/admin/synonyms', label: 'Search synonyms', end: false },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/transfers', label: 'Bank transfers', end: false },
  { to: '/admin/unclaimed-payments', label: 'Unclaimed payments', end: false },
  { to: '/admin/pay-on-delivery', label: 'Pay on delivery', end: false },
  { to: '/admin/reservations', label: 'Reservations', end: false },
  { to: '/admin/pickup-stations', label: 'Pickup stations', end: false },
  { to: '/admin/promotions', label: 'Vouchers & promotions', end: false },
  { to: '/admin/reviews', label: 'Reviews', end: false },
  { to: '/admin/mail', label: 'Mail', end: false },
  { to: '/admin/audit', label: 'Audit log', end: false },
  { to: '/admin/alerts', label: 'My alerts', end: false },
];

export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Back office">
      <ul>
        {adminSections.map((s) => (
          <li key={s.to}>
            <NavLink to={s.to} end={s.end}>
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
