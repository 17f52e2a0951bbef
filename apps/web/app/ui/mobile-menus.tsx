import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSignedInUser } from '../features/accounts/use-root-user';
import { CurrencyChoices } from './currency-menu';
import { DataSaverToggle } from '../features/offline/data-saver-toggle';
import { ModalDialog } from './dialog';
import { CloseIcon, GridIcon, MenuIcon } from './icons';

/** A button that opens a modal sheet; navigating anywhere closes it. */
function Sheet({
  title,
  buttonLabel,
  buttonClass,
  iconOnly = false,
  icon,
  side,
  children,
}: {
  title: string;
  buttonLabel: string;
  buttonClass: string;
  iconOnly?: boolean;
  icon: ReactNode;
  side: 'left' | 'bottom';
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {icon}
        <span className={iconOnly ? 'visually-hidden' : undefined}>{buttonLabel}</span>
      </button>
      <ModalDialog open={open} onClose={close} labelledBy={headingId} className={`sheet sheet-${side}`}>
        {/* Following any link inside closes the sheet. Rendered only while open: every page has two. */}
        {open && (
          <div className="sheet-body" onClick={(e) => (e.target as Element).closest('a[href]') && close()}>
            <div className="sheet-head">
              <h2 id={headingId}>{title}</h2>
              <button type="button" className="icon-button" aria-label="Close" onClick={close}>
                <CloseIcon />
              </button>
            </div>
            {children(close)}
          </div>
        )}
      </ModalDialog>
    </>
  );
}

/** Mobile side menu (spec §2): Dashboard when signed in, Currency, and the information pages. */
export function MobileSideMenu() {
  const user = useSignedInUser();
  return (
    <Sheet
      title="Menu"
      buttonLabel="Open menu"
      buttonClass="icon-button mobile-only"
      iconOnly
      icon={<MenuIcon />}
      side="left"
    >
      {(close) => (
        <nav aria-label="Menu">
          <ul className="sheet-links">
            {user && (
              <li>
                <Link to="/dashboard">Dashboard</Link>
              </li>
            )}
            <li className="sheet-currency">
              <h3 id="side-menu-currency">Currency</h3>
              <div role="group" aria-labelledby="side-menu-currency">
                <CurrencyChoices onChosen={close} />
              </div>
            </li>
            <li>
              <DataSaverToggle />
            </li>
            <li>
              <Link to="/about-us">About Us</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact Us</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">Terms &amp; Conditions</Link>
            </li>
          </ul>
        </nav>
      )}
    </Sheet>
  );
}

const drawerLinks = [
  { to: '/', label: 'Home' },
  { to: '/contact-us', label: 'Contact' },
  { to: '/about-us', label: 'About Us' },
  { to: '/categories', label: 'Products' },
  { to: '/login', label: 'Sign-in', signedOut: true },
  { to: '/dashboard', label: 'My Account' },
  { to: '/dashboard/my-orders', label: 'Orders' },
  { to: '/dashboard/saved', label: 'Saved items' },
];

/** Mobile drawer (spec §2): the shop's main places, one tap away. */
export function MobileDrawer() {
  const user = useSignedInUser();
  return (
    <Sheet
      title="Browse"
      buttonLabel="Browse"
      buttonClass="drawer-button mobile-only"
      icon={<GridIcon />}
      side="bottom"
    >
      {() => (
        <nav aria-label="Browse">
          <ul className="sheet-links drawer-links">
            {drawerLinks
              .filter((l) => !(l.signedOut && user))
              .map((l) => (
                <li key={l.label}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
          </ul>
        </nav>
      )}
    </Sheet>
  );
}
