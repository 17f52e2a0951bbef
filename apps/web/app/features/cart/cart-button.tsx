import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CartIcon } from '../../ui/icons';
import { cartActionPath } from './cart-intents';
import { useCart } from './use-cart';
import { useT } from '../../i18n/i18n';

// The panel (its dialog, lines, quantity forms, empty-cart button) is not part of any page's first
// load: fetched when the shopper points at or touches the cart icon, so it is in by the click.
const loadCartPanel = () => import('./cart-panel');
const CartPanel = lazy(() => loadCartPanel().then((m) => ({ default: m.CartPanel })));
const prefetch = () => void loadCartPanel().catch(() => undefined);

/**
 * The header's cart icon with its count (sum of quantities on desktop, number of lines on
 * mobile). It opens the Shopping Cart panel; without JavaScript it is a link to the /cart page.
 */
export function CartButton() {
  const cart = useCart();
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        to={cartActionPath}
        className="icon-button cart-button"
        aria-label={t('cart.button', { count: cart.totalQuantity })}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        <CartIcon />
        <span className="badge badge-desktop" aria-hidden="true">
          {cart.totalQuantity}
        </span>
        <span className="badge badge-mobile" aria-hidden="true">
          {cart.lineCount}
        </span>
      </Link>
      {/* Mounted only while open: every page would otherwise carry the cart's markup twice. */}
      {open && (
        <Suspense
          fallback={
            <p className="visually-hidden" role="status">
              {t('cart.loading')}
            </p>
          }
        >
          <CartPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
