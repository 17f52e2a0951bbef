import { Link } from 'react-router';
import type { ShopInfo } from '@oja/shared/shop';
import type { CategoryLink } from './categories-menu';
import { Logo } from './logo';
import { DataSaverToggle } from '../features/offline/data-saver-toggle';
import { CurrencyMenu } from './currency-menu';
import { LanguageMenu } from './language-menu';
import { useT, type MessageId } from '../i18n/i18n';
import { useHydrated } from '../lib/use-hydrated';

/** The networks' names as shoppers know them; the addresses are the shop's own profiles (settings). */
const networkNames: Record<ShopInfo['socials'][number]['network'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
};

const company: { to: string; label: MessageId }[] = [
  { to: '/about-us', label: 'nav.about' },
  { to: '/contact-us', label: 'nav.contact' },
  { to: '/careers', label: 'nav.careers' },
  { to: '/news', label: 'nav.news' },
  { to: '/offers', label: 'footer.discount' },
];

const account: { to: string; label: MessageId }[] = [
  { to: '/dashboard', label: 'footer.dashboard' },
  { to: '/dashboard/my-orders', label: 'nav.my-orders' },
  { to: '/dashboard/my-orders', label: 'footer.recent-orders' },
  { to: '/dashboard/edit-profile', label: 'footer.profile' },
  { to: '/dashboard/edit-profile#password', label: 'footer.password' },
];

/** Help and legal pages, in the bottom row (not in the spec's columns, but every shop needs them). */
const help: { to: string; label: MessageId }[] = [
  { to: '/faq', label: 'nav.faq' },
  { to: '/privacy-policy', label: 'nav.privacy' },
  { to: '/terms-and-conditions', label: 'footer.terms' },
];

const payments = ['Visa', 'Mastercard', 'Verve', 'Paystack', 'Flutterwave'];

export function SiteFooter({ categories, socials }: { categories: CategoryLink[]; socials: ShopInfo['socials'] }) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    // data-hydrated: the footer's own code is in (it hydrates after the page, decision 0032), so
    // its links navigate inside the app from then on.
    <footer className="site-footer" data-hydrated={hydrated || undefined}>
      <div className="container footer-grid">
        <section>
          <Logo />
          <p className="footer-blurb">{t('footer.blurb')}</p>
          {socials.length > 0 && (
            <ul className="socials" aria-label={t('footer.socials')}>
              {socials.map((s) => (
                <li key={s.network}>
                  <a href={s.url} rel="noopener noreferrer me" target="_blank">
                    {networkNames[s.network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-label={t('footer.categories')}>
          <h2>{t('footer.categories')}</h2>
          <ul>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link to={`/categories/${c.slug}`}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.company')}>
          <h2>{t('footer.company')}</h2>
          <ul>
            {company.map((l) => (
              <li key={l.label}>
                <Link to={l.to}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.account')}>
          <h2>{t('footer.account')}</h2>
          <ul>
            {account.map((l) => (
              <li key={l.label}>
                <Link to={l.to}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.rights')}</p>
        <nav aria-label={t('footer.help')}>
          <ul className="footer-help">
            {help.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* On phones the header's currency and language menus live in the side menu, which needs
            scripts: here they work without (plain forms), on any phone. */}
        <div className="footer-settings mobile-only">
          <CurrencyMenu className="" />
          <LanguageMenu className="" />
        </div>
        <DataSaverToggle />
        <ul className="payment-logos" aria-label={t('footer.we-accept')}>
          {payments.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
