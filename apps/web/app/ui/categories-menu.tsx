import { useId } from 'react';
import { Link } from 'react-router';
import { BasketIcon, ChevronDownIcon } from './icons';
import { usePopover } from './use-popover';
import { useT } from '../i18n/i18n';

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
  const t = useT();
  const { open, setOpen, rootRef, buttonRef } = usePopover<HTMLDivElement, HTMLButtonElement>();
  const listId = useId();

  return (
    <div className="menu" ref={rootRef}>
      {/* Without scripts the button cannot open its list: the page of all categories stands in. */}
      <Link to="/categories" className="menu-button no-script-only">
        {t('footer.categories')}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button needs-script"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('footer.categories')} <ChevronDownIcon />
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
