import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../lib/use-hydrated';
import { CloseIcon } from './icons';
import { useT } from '../i18n/i18n';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap inside the dialog instead of leaving for the browser's own controls. */
function keepTabInside(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== 'Tab') return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.offsetParent);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

interface ModalDialogProps {
  open: boolean;
  /** Called when the shopper closes it (Escape, the backdrop, a close control). */
  onClose: () => void;
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser makes the page behind inert and closes it on Escape; Tab
 * stays inside, a click on the backdrop closes it, and focus returns to where it was. Rendered
 * open by the server too, so a dialog opened by the URL (e.g. ?view=…) shows without JavaScript.
 * The layout is the caller's; `Dialog` below is the usual one, with a titled header.
 */
export function ModalDialog({ open, onClose, labelledBy, className = '', children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const closedByProp = useRef(false);
  const hydrated = useHydrated();
  // The `open` attribute is only the server's (for pages without JavaScript) and never changes
  // afterwards: React removing it from a dialog already shown as a modal closes that dialog, and
  // the close event would close a dialog that the URL opened as soon as the page hydrated.
  const [openedByServer] = useState(() => !hydrated && open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.matches(':modal')) {
      if (!returnFocus.current && document.activeElement instanceof HTMLElement) {
        returnFocus.current = document.activeElement;
      }
      if (dialog.open) dialog.close();
      dialog.showModal();
    } else if (!open && dialog.open) {
      closedByProp.current = true;
      dialog.close();
    }
  }, [open, hydrated]);

  // Unmounted while open (its owner moved on): focus still goes back to where it was.
  useEffect(() => () => returnFocus.current?.focus(), []);

  const handleClose = () => {
    // A close event queued while the dialog was reopened as a modal is not a close.
    if (ref.current?.open) return;
    if (!closedByProp.current) onClose();
    closedByProp.current = false;
    returnFocus.current?.focus();
    returnFocus.current = null;
  };

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      open={openedByServer}
      onClose={handleClose}
      onKeyDown={keepTabInside}
      onClick={(e) => {
        if (e.target === ref.current) ref.current.close(); // a click on the backdrop
      }}
    >
      {children}
    </dialog>
  );
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** "drawer" slides in from the side; "modal" sits in the middle. */
  variant?: 'drawer' | 'modal';
  /** For a dialog opened by the URL: where its close control leads (works without JavaScript). */
  closeHref?: string;
  className?: string;
}

/** A modal dialog or drawer with a header: its title and a close control. */
export function Dialog({ open, onClose, title, children, variant = 'modal', closeHref, className = '' }: DialogProps) {
  const titleId = useId();
  const t = useT();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} className={`dialog dialog-${variant} ${className}`}>
      <div className="dialog-body">
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          {closeHref ? (
            <Link to={closeHref} replace className="dialog-close" aria-label={t('menu.close')} preventScrollReset>
              <CloseIcon />
            </Link>
          ) : (
            <button
              type="button"
              className="dialog-close"
              aria-label={t('menu.close')}
              onClick={(e) => e.currentTarget.closest('dialog')?.close()}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        {children}
      </div>
    </ModalDialog>
  );
}
