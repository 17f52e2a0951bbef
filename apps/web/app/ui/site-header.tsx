import { Form, Link, useLocation, useSearchParams } from 'react-router';
import { CategoriesMenu, type CategoryLink } from './categories-menu';
import { CartButton } from '../features/cart/cart-button';
import { CurrencyMenu } from './currency-menu';
import { DashboardNavLink } from '../features/accounts/dashboard-link';
import { UserMenu } from '../features/accounts/user-menu';
import { SearchIcon } from './icons';
import { Logo } from './logo';
import { MobileDrawer, MobileSideMenu } from './mobile-menus';
import { LanguageMenu } from './language-menu';
import { useT } from '../i18n/i18n';
import { hydrateLater } from './later';

// The bell is a link to the notifications page; its popover is for a signed-in customer once the
// page runs. Its code comes after the first load (ui/later.tsx, decision 0032): until then the
// server's HTML stands, and a tap follows the link, as without JavaScript.
const NotificationBell = hydrateLater(
  import.meta.env.SSR ? (await import('../features/notifications/notification-bell')).NotificationBell : null,
  () => import('../features/notifications/notification-bell').then((m) => m.NotificationBell),
);

/** Both spellings of the search page: /search and /search/. */
export const isSearchPath = (pathname: string) => pathname === '/search' || pathname === '/search/';

/**
 * A GET form to the search page: React Router turns the submit into a client navigation (no full
 * reload); without JavaScript it is an ordinary form. On the search page it keeps the address and
 * only replaces the query string, and it shows the current search.
 */
export function SearchForm({ className = 'search', label }: { className?: string; label?: string }) {
  const t = useT();
  label ??= t('search.label');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = isSearchPath(pathname);
  const current = onSearchPage ? (params.get('results') ?? '') : '';
  return (
    <Form
      method="get"
      action={onSearchPage ? pathname : '/search'}
      role="search"
      aria-label={label}
      className={className}
    >
      <input
        key={current}
        type="search"
        name="results"
        defaultValue={current}
        placeholder={t('search.placeholder')}
        aria-label={label}
        maxLength={100}
        enterKeyHint="search"
      />
      <button type="submit" aria-label={t('search.button')}>
        <SearchIcon />
      </button>
    </Form>
  );
}

export function SiteHeader({ categories }: { categories: CategoryLink[] }) {
  const t = useT();
  return (
    <header className="site-header">
      <div className="header-bar container">
        <MobileSideMenu />
        <Logo />
        <SearchForm />
        <div className="header-actions">
          <NotificationBell />
          <CartButton />
          <UserMenu />
        </div>
      </div>
      <nav className="site-nav" aria-label={t('nav.main')}>
        <div className="container nav-row">
          <MobileDrawer />
          <Link to="/" className="desktop-only">
            {t('nav.home')}
          </Link>
          <CategoriesMenu categories={categories} />
          <Link to="/offers">{t('nav.offers')}</Link>
          <Link to="/about-us" className="desktop-only">
            {t('nav.about')}
          </Link>
          <Link to="/contact-us" className="desktop-only">
            {t('nav.contact')}
          </Link>
          {/* On phones the side menu has Dashboard; the nav row keeps to what fits. */}
          <span className="desktop-only nav-contents">
            <DashboardNavLink />
          </span>
          <CurrencyMenu />
          <LanguageMenu />
        </div>
      </nav>
    </header>
  );
}
