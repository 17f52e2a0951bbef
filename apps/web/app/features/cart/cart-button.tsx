import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../ui/dialog';
import { CartIcon } from '../../ui/icons';
import { cartActionPath } from './cart-intents';
import { useCart } from './use-cart';
import { useT } from '../../i18n/i18n';

// The panel's contents (lines, quantity forms, empty-cart button) are not part of any page's first
// load: fetched when the shopper points at or touches the cart icon, so they are in by the click.
const loadCartContents = () => import('./cart-contents');
const CartContents = lazy(() => loadCartContents().then((m) => ({ default: m.CartContents })));
const prefetch = () => void loadCartContents().catch(() => undefined);

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
      <Dialog open={open} onClose={() => setOpen(false)} title={t('cart.title')} variant="drawer">
        {/* Filled only while open: every page would otherwise carry the cart's markup twice. */}
        {open && (
          <Suspense fallback={<p className="cart-loading">{t('cart.loading')}</p>}>
            <CartContents onProceed={() => setOpen(false)} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
