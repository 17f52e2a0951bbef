import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BasketIcon, ChevronDownIcon } from './icons';

export interface CategoryLink {
  slug: string;
  title: string;
  icon: string;
}

/**
 * The nav's categories dropdown: a disclosure button that opens a list of links; Escape and a
 * click outside close it, and focus returns to the button.
 */
export function CategoriesMenu({ categories }: { categories: CategoryLink[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        Categories <ChevronDownIcon />
      </button>
      <ul id={listId} className="menu-list" hidden={!open}>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link to={`/categories/${c.slug}`} onClick={() => setOpen(false)}>
              {c.icon ? <img src={c.icon} alt="" width="24" height="24" loading="lazy" /> : <BasketIcon />}
              {c.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
