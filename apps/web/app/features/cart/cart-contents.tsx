import { Link } from 'react-router';
import { formatMoney } from '@oja/shared/money';
import { useCurrency } from '../../lib/currency';
import { loginPath } from '../accounts/next-path';
import { useSignedInUser } from '../accounts/use-root-user';
import { FreeShippingNote } from '../delivery/free-shipping';
import { CartLineItem } from './cart-line-item';
import { EmptyCartButton } from './empty-cart-button';
import { promotionDiscountMinor } from './promotion-discount';
import { lineKey, useCart } from './use-cart';
import { useT } from '../../i18n/i18n';

export const checkoutPath = '/place-order';

/** Where "Proceed To Checkout" leads: the order page, or sign-in first and back. */
export const useCheckoutHref = () => (useSignedInUser() ? checkoutPath : loginPath(checkoutPath));

/** The Shopping Cart's lines, totals and checkout button (in the header's panel and on /cart). */
export function CartContents({ onProceed }: { onProceed?: () => void }) {
  const cart = useCart();
  const currency = useCurrency();
  const checkoutHref = useCheckoutHref();
  const discount = promotionDiscountMinor(cart.lines, currency);
  const total = cart.totalMinor[currency] - discount;
  const t = useT();
  const proceed = (
    <>
      <span>{t('cart.proceed')}</span>
      <span>{formatMoney(total, currency)}</span>
    </>
  );
  return (
    <div className="cart-contents">
      {cart.lineCount === 0 ? (
        <div className="cart-empty">
          <p className="cart-empty-title">{t('cart.empty')}</p>
          <p>{t('cart.empty-text')}</p>
        </div>
      ) : (
        <ul className="cart-lines">
          {cart.lines.map((line) => (
            <CartLineItem key={lineKey(line.item.id, line.variant_id)} line={line} currency={currency} />
          ))}
          {/* Added offline: counted, but its name and price come with the server's answer. */}
          {cart.lines.length < cart.lineCount && <li className="cart-kept">{t('cart.offline-kept')}</li>}
        </ul>
      )}
      {discount > 0 && (
        <p className="cart-promo cart-discount">
          <span>{t('cart.promotions')}</span>
          <span>−{formatMoney(discount, currency)}</span>
        </p>
      )}
      <FreeShippingNote />
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
