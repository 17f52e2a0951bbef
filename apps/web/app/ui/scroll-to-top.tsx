import { useEffect, useState } from 'react';
import { useT } from '../i18n/i18n';

/**
 * Scrolled more than this many pixels, the button appears (spec §9), unless it would cover an
 * amount of an order's summary or its place/pay button (it steps aside while they pass under its
 * corner).
 */
export const scrollThreshold = 200;

/** What the button must never cover: an order's amounts and the buttons that place or pay for it. */
const keepClear = '.summary-amounts dd, .place-button';
/** The button's box: 48 px at 12 px from the bottom right corner (.scroll-top), with a margin. */
const buttonBox = { size: 48 + 8, inset: 12 - 4 };

/** Whether an element that must stay visible is where the button would be. */
function coversContent() {
  const right = window.innerWidth - buttonBox.inset;
  const bottom = window.innerHeight - buttonBox.inset;
  const left = right - buttonBox.size;
  const top = bottom - buttonBox.size;
  return [...document.querySelectorAll(keepClear)].some((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.left < right && box.right > left && box.top < bottom && box.bottom > top;
  });
}

export function ScrollToTop() {
  const [shown, setShown] = useState(false);
  const t = useT();
  useEffect(() => {
    const update = () => setShown(window.scrollY > scrollThreshold && !coversContent());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('layout.scroll-top')}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        // Keyboard users continue from the top of the page, not from a button that disappears.
        document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="m6 15 6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
