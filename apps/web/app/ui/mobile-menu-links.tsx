import { Link } from 'react-router';
import { useSignedInUser } from '../features/accounts/use-root-user';
import { CurrencyChoices } from './currency-menu';
import { LanguageChoices } from './language-menu';
import { DataSaverToggle } from '../features/offline/data-saver-toggle';
import { useT, type MessageId } from '../i18n/i18n';

/*
 * What the phone menus hold, loaded when a menu is about to open (mobile-menus.tsx): not part of
 * any page's first load (decision 0032).
 */

/** Mobile side menu (spec §2): Dashboard when signed in, Currency, Language, and the information pages. */
export function SideMenuLinks({ close }: { close: () => void }) {
  const t = useT();
  const user = useSignedInUser();
  return (
    <nav aria-label={t('menu.title')}>
      <ul className="sheet-links">
        {user && (
          <li>
            <Link to="/dashboard">{t('footer.dashboard')}</Link>
          </li>
        )}
        <li className="sheet-currency">
          <h3 id="side-menu-currency">{t('menu.currency')}</h3>
          <div role="group" aria-labelledby="side-menu-currency">
            <CurrencyChoices onChosen={close} />
          </div>
        </li>
        <li className="sheet-currency">
          <h3 id="side-menu-language">{t('nav.language')}</h3>
          <div role="group" aria-labelledby="side-menu-language">
            <LanguageChoices />
          </div>
        </li>
        <li>
          <DataSaverToggle />
        </li>
        <li>
          <Link to="/about-us">{t('nav.about')}</Link>
        </li>
        <li>
          <Link to="/contact-us">{t('nav.contact')}</Link>
        </li>
        <li>
          <Link to="/privacy-policy">{t('nav.privacy')}</Link>
        </li>
        <li>
          <Link to="/terms-and-conditions">{t('footer.terms')}</Link>
        </li>
      </ul>
    </nav>
  );
}

const drawerLinks: { to: string; label: MessageId; signedOut?: boolean }[] = [
  { to: '/', label: 'nav.home' },
  { to: '/contact-us', label: 'drawer.contact' },
  { to: '/about-us', label: 'nav.about' },
  { to: '/categories', label: 'drawer.products' },
  { to: '/login', label: 'drawer.sign-in', signedOut: true },
  { to: '/dashboard', label: 'footer.account' },
  { to: '/dashboard/my-orders', label: 'drawer.orders' },
  { to: '/dashboard/saved', label: 'nav.saved' },
];

/** Mobile drawer (spec §2): the shop's main places, one tap away. */
export function DrawerLinks() {
  const t = useT();
  const user = useSignedInUser();
  return (
    <nav aria-label={t('drawer.browse')}>
      <ul className="sheet-links drawer-links">
        {drawerLinks
          .filter((l) => !(l.signedOut && user))
          .map((l) => (
            <li key={l.label}>
              <Link to={l.to}>{t(l.label)}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
