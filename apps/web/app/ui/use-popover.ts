import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The open state of a popover (a menu or panel under a button): a press anywhere outside `rootRef`
 * closes it, Escape closes it and puts focus back on `buttonRef`, and any navigation closes it.
 */
export function usePopover<Root extends HTMLElement, Button extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<Button>(null);
  const location = useLocation();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const [openedAt, setOpenedAt] = useState(location.key);
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    setOpen(false);
  }

  return { open, setOpen, rootRef, buttonRef };
}
