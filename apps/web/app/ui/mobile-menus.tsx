import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { ModalDialog } from './dialog';
import { CloseIcon, GridIcon, MenuIcon } from './icons';
import { useT } from '../i18n/i18n';

// The menus' links come when a menu is about to open (pointer over or on its button, or focus),
// not with the page's first load (decision 0032).
const loadLinks = () => import('./mobile-menu-links');
const SideMenuLinks = lazy(() => loadLinks().then((m) => ({ default: m.SideMenuLinks })));
const DrawerLinks = lazy(() => loadLinks().then((m) => ({ default: m.DrawerLinks })));
const prefetchLinks = () => void loadLinks().catch(() => undefined);

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
  const t = useT();
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
        onPointerEnter={prefetchLinks}
        onPointerDown={prefetchLinks}
        onFocus={prefetchLinks}
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
              <button type="button" className="icon-button" aria-label={t('menu.close')} onClick={close}>
                <CloseIcon />
              </button>
            </div>
            <Suspense fallback={null}>{children(close)}</Suspense>
          </div>
        )}
      </ModalDialog>
    </>
  );
}

/** Mobile side menu (spec §2): Dashboard when signed in, Currency, and the information pages. */
export function MobileSideMenu() {
  const t = useT();
  return (
    <Sheet
      title={t('menu.title')}
      buttonLabel={t('menu.open')}
      buttonClass="icon-button mobile-only needs-script"
      iconOnly
      icon={<MenuIcon />}
      side="left"
    >
      {(close) => <SideMenuLinks close={close} />}
    </Sheet>
  );
}

/** Mobile drawer (spec §2): the shop's main places, one tap away. */
export function MobileDrawer() {
  const t = useT();
  return (
    <Sheet
      title={t('drawer.browse')}
      buttonLabel={t('drawer.browse')}
      buttonClass="drawer-button mobile-only needs-script"
      icon={<GridIcon />}
      side="bottom"
    >
      {() => <DrawerLinks />}
    </Sheet>
  );
}
