import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../lib/use-hydrated';
import { CloseIcon } from './icons';

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

/**
 * A native modal <dialog>: the browser keeps focus inside it, makes the page behind inert and
 * closes it on Escape; focus returns to where it was. Rendered open by the server too, so a dialog
 * opened by the URL (e.g. ?view=…) shows without JavaScript.
 */
export function Dialog({ open, onClose, title, children, variant = 'modal', closeHref, className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const closedByProp = useRef(false);
  const titleId = useId();
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

  const close = () => ref.current?.close();
  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${variant} ${className}`}
      aria-labelledby={titleId}
      open={openedByServer}
      onClose={handleClose}
      onClick={(e) => {
        if (e.target === ref.current) close(); // a click on the backdrop
      }}
    >
      <div className="dialog-body">
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          {closeHref ? (
            <Link to={closeHref} replace className="dialog-close" aria-label="Close" preventScrollReset>
              <CloseIcon />
            </Link>
          ) : (
            <button type="button" className="dialog-close" aria-label="Close" onClick={close}>
              <CloseIcon />
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
