import { Form, Link } from 'react-router';
import { CategoriesMenu, type CategoryLink } from './categories-menu';
import { CartButton } from '../features/cart/cart-button';
import { DashboardNavLink } from '../features/accounts/dashboard-link';
import { UserMenu } from '../features/accounts/user-menu';
import { BellIcon, SearchIcon } from './icons';
import { Logo } from './logo';

export const searchPlaceholder = 'Search for products (e.g. fish, apple, oil)';

export function SearchForm({ className = 'search' }: { className?: string }) {
  return (
    <Form method="get" action="/search" role="search" className={className}>
      <input
        type="search"
        name="results"
        placeholder={searchPlaceholder}
        aria-label="Search products"
        maxLength={100}
      />
      <button type="submit" aria-label="Search">
        <SearchIcon />
      </button>
    </Form>
  );
}

export function SiteHeader({ categories }: { categories: CategoryLink[] }) {
  return (
    <header className="site-header">
      <div className="header-bar container">
        <Logo />
        <SearchForm />
        <div className="header-actions">
          <Link to="/dashboard/notifications" className="icon-button" aria-label="Notifications">
            <BellIcon />
          </Link>
          <CartButton />
          <UserMenu />
        </div>
      </div>
      <nav className="site-nav" aria-label="Main">
        <div className="container nav-row">
          <Link to="/">Home</Link>
          <CategoriesMenu categories={categories} />
          <Link to="/offers">Offers</Link>
          <Link to="/about-us">About Us</Link>
          <Link to="/contact-us">Contact Us</Link>
          <DashboardNavLink />
        </div>
      </nav>
    </header>
  );
}
