import { lazy, Suspense, useState, type ReactNode } from 'react';
import { GridIcon, MenuIcon } from './icons';
import { useT } from '../i18n/i18n';

// The menus' sheets and links come when a menu is about to open (pointer over or on its button,
// or focus), not with the page's first load (decision 0032).
const loadSheet = () => import('./mobile-sheet');
const SheetDialog = lazy(() => loadSheet().then((m) => ({ default: m.SheetDialog })));
const SideMenuLinks = lazy(() => loadSheet().then((m) => ({ default: m.SideMenuLinks })));
const DrawerLinks = lazy(() => loadSheet().then((m) => ({ default: m.DrawerLinks })));
const prefetchSheet = () => void loadSheet().catch(() => undefined);

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
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetchSheet}
        onPointerDown={prefetchSheet}
        onFocus={prefetchSheet}
        onClick={() => setOpen(true)}
      >
        {icon}
        <span className={iconOnly ? 'visually-hidden' : undefined}>{buttonLabel}</span>
      </button>
      {/* Mounted only while open: every page has two. */}
      {open && (
        <Suspense fallback={null}>
          <SheetDialog title={title} side={side} onClose={close}>
            {children(close)}
          </SheetDialog>
        </Suspense>
      )}
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
