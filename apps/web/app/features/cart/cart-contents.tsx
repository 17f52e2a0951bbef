import { Link } from 'react-router';
import { formatMoney } from '@oja/shared/money';
import { useCurrency } from '../../lib/currency';
import { loginPath } from '../accounts/next-path';
import { useSignedInUser } from '../accounts/use-root-user';
import { FreeShippingNote } from '../delivery/free-shipping';
import { CartLineItem } from './cart-line-item';
import { EmptyCartButton } from './empty-cart-button';
import { useCart } from './use-cart';

export const checkoutPath = '/place-order';

/** Where "Proceed To Checkout" leads: the order page, or sign-in first and back. */
export const useCheckoutHref = () => (useSignedInUser() ? checkoutPath : loginPath(checkoutPath));

/** The Shopping Cart's lines, totals and checkout button (in the header's panel and on /cart). */
export function CartContents({ onProceed }: { onProceed?: () => void }) {
  const cart = useCart();
  const currency = useCurrency();
  const checkoutHref = useCheckoutHref();
  const total = cart.totalMinor[currency];
  const proceed = (
    <>
      <span>Proceed To Checkout</span>
      <span>{formatMoney(total, currency)}</span>
    </>
  );
  return (
    <div className="cart-contents">
      {cart.lineCount === 0 ? (
        <div className="cart-empty">
          <p className="cart-empty-title">Your cart is empty</p>
          <p>No items added in your cart. Please add product to your cart list.</p>
        </div>
      ) : (
        <ul className="cart-lines">
          {cart.lines.map((line) => (
            <CartLineItem key={line.item.id} line={line} currency={currency} />
          ))}
        </ul>
      )}
      <FreeShippingNote currency={currency} />
      <div className="cart-footer">
        {cart.lineCount > 0 && <EmptyCartButton lineCount={cart.lineCount} />}
        {total > 0 ? (
          <Link to={checkoutHref} className="button checkout-button" onClick={onProceed}>
            {proceed}
          </Link>
        ) : (
          <button type="button" className="button checkout-button" disabled>
            {proceed}
          </button>
        )}
      </div>
    </div>
  );
}
