import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../ui/dialog';
import { CartIcon } from '../../ui/icons';
import { CartContents } from './cart-contents';
import { cartActionPath } from './cart-intents';
import { useCart } from './use-cart';

/**
 * The header's cart icon with its count (sum of quantities on desktop, number of lines on
 * mobile). It opens the Shopping Cart panel; without JavaScript it is a link to the /cart page.
 */
export function CartButton() {
  const cart = useCart();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        to={cartActionPath}
        className="icon-button cart-button"
        aria-label={`Shopping cart, ${cart.totalQuantity} ${cart.totalQuantity === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
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
      <Dialog open={open} onClose={() => setOpen(false)} title="Shopping Cart" variant="drawer">
        {/* Filled only while open: every page would otherwise carry the cart's markup twice. */}
        {open && <CartContents onProceed={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
