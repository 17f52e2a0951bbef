import { Link } from 'react-router';
import { formatMajor, formatMoney } from '@oja/shared/money';
import { useCurrency } from '../../lib/root-data';
import { loginPath } from '../accounts/next-path';
import { useSignedInUser } from '../accounts/use-root-user';
import { MinusIcon, PlusIcon, TrashIcon } from '../../ui/icons';
import { CartForm } from './cart-form';
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

  if (cart.lineCount === 0) {
    return (
      <div className="cart-empty">
        <p className="cart-empty-title">Your cart is empty</p>
        <p>No items added in your cart. Please add product to your cart list.</p>
      </div>
    );
  }
  return (
    <div className="cart-contents">
      <ul className="cart-lines">
        {cart.lines.map((line) => {
          const unit = currency === 'NGN' ? line.item.price_naira : line.item.price;
          const lineTotal = currency === 'NGN' ? line.totalNairaPrice : line.totalPrice;
          const atStock = line.quantity >= line.item.quantity_in_stock;
          return (
            <li key={line.item.id} className="cart-line">
              <img src={line.item.image_url} alt="" width="64" height="64" />
              <div className="cart-line-main">
                <p className="cart-line-title">{line.item.title}</p>
                <p className="cart-line-unit">Item price {formatMajor(unit, currency)}</p>
                <div className="cart-line-controls">
                  <CartForm intent="decrement" productId={line.item.id}>
                    <button
                      type="submit"
                      className="qty-button"
                      disabled={line.quantity <= 1}
                      aria-label={`One less ${line.item.title}`}
                    >
                      <MinusIcon />
                    </button>
                  </CartForm>
                  <span className="qty" aria-label={`Quantity ${line.quantity}`}>
                    {line.quantity}
                  </span>
                  <CartForm intent="increment" productId={line.item.id}>
                    <button
                      type="submit"
                      className="qty-button"
                      aria-label={`One more ${line.item.title}`}
                      title={atStock ? `Only ${line.item.quantity_in_stock} in stock` : undefined}
                    >
                      <PlusIcon />
                    </button>
                  </CartForm>
                </div>
              </div>
              <div className="cart-line-side">
                <p className="cart-line-total">{formatMajor(lineTotal, currency)}</p>
                <CartForm intent="remove" productId={line.item.id}>
                  <button type="submit" className="icon-button remove-line" aria-label={`Remove ${line.item.title}`}>
                    <TrashIcon />
                  </button>
                </CartForm>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="cart-footer">
        <CartForm intent="empty">
          <button type="submit" className="link-button">
            Empty cart
          </button>
        </CartForm>
        {total > 0 ? (
          <Link to={checkoutHref} className="button checkout-button" onClick={onProceed}>
            <span>Proceed To Checkout</span>
            <span>{formatMoney(total, currency)}</span>
          </Link>
        ) : (
          <button type="button" className="button checkout-button" disabled>
            <span>Proceed To Checkout</span>
            <span>{formatMoney(0, currency)}</span>
          </button>
        )}
      </div>
    </div>
  );
}
