import { NavLink } from 'react-router';

/**
 * The back office's sections. Later features add theirs here (reviews moderation, payments), and
 * the page guard on the admin layout covers them without anything else to remember.
 */
export const adminSections = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/products', label: 'Products', end: false },
  { to: '/admin/categories', label: 'Categories', end: false },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/reservations', label: 'Reservations', end: false },
  { to: '/admin/pickup-stations', label: 'Pickup stations', end: false },
  { to: '/admin/reviews', label: 'Reviews', end: false },
  { to: '/admin/mail', label: 'Mail', end: false },
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
