import { useId, type ReactNode } from 'react';
import { ModalDialog } from './dialog';
import { CloseIcon } from './icons';
import { useT } from '../i18n/i18n';

export { DrawerLinks, SideMenuLinks } from './mobile-menu-links';

/**
 * A phone menu's modal sheet with its heading and close control, loaded with the menu's links when
 * the menu is about to open (mobile-menus.tsx) and mounted only while open: not part of any page's
 * first load (decision 0032). Following any link inside closes it.
 */
export function SheetDialog({
  title,
  side,
  onClose,
  children,
}: {
  title: string;
  side: 'left' | 'bottom';
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} className={`sheet sheet-${side}`}>
      <div className="sheet-body" onClick={(e) => (e.target as Element).closest('a[href]') && onClose()}>
        <div className="sheet-head">
          <h2 id={headingId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={t('menu.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </ModalDialog>
  );
}
