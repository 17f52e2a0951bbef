import { Link } from 'react-router';
import type { CategoryLink } from './categories-menu';
import { Logo } from './logo';
import { DataSaverToggle } from '../features/offline/data-saver-toggle';

const socials = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'X', href: 'https://x.com/' },
];

const company = [
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact us' },
  { to: '/careers', label: 'Careers' },
  { to: '/news', label: 'Latest news' },
  { to: '/offers', label: 'Latest Discount' },
];

const account = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/dashboard/my-orders', label: 'My Orders' },
  { to: '/dashboard/my-orders', label: 'Recent Orders' },
  { to: '/dashboard/edit-profile', label: 'Updated Profile' },
  { to: '/dashboard/edit-profile#password', label: 'Change Password' },
];

/** Help and legal pages, in the bottom row (not in the spec's columns, but every shop needs them). */
const help = [
  { to: '/faq', label: 'FAQ' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
];

const payments = ['Visa', 'Mastercard', 'Verve', 'Paystack', 'Flutterwave'];

export function SiteFooter({ categories }: { categories: CategoryLink[] }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section>
          <Logo />
          <p className="footer-blurb">
            Oja brings Nigeria&apos;s markets to your door: daily groceries at fair prices, and African indigenous
            foods, spices, herbs, beauty products, fabrics and art from the people who make them.
          </p>
          <ul className="socials">
            {socials.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label="Categories">
          <h2>Categories</h2>
          <ul>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link to={`/categories/${c.slug}`}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2>Company</h2>
          <ul>
            {company.map((l) => (
              <li key={l.label}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="My Account">
          <h2>My Account</h2>
          <ul>
            {account.map((l) => (
              <li key={l.label}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>© 2023 Oja. All rights reserved.</p>
        <nav aria-label="Help and legal">
          <ul className="footer-help">
            {help.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <DataSaverToggle />
        <ul className="payment-logos" aria-label="We accept">
          {payments.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
