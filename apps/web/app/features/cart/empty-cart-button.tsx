import { useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { CartForm } from './cart-form';
import { useT } from '../../i18n/i18n';

/**
 * "Empty cart", which sits right above "Proceed To Checkout" on phones: with JavaScript the first
 * tap only asks, and the cart is emptied by the second ("Yes, empty it"). Without JavaScript the
 * button posts the form (the browser shows a page in between either way).
 */
export function EmptyCartButton({ lineCount }: { lineCount: number }) {
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const t = useT();
  if (hydrated && !asking) {
    return (
      <button type="button" className="link-button" onClick={() => setAsking(true)}>
        {t('cart.empty-button')}
      </button>
    );
  }
  return (
    <CartForm intent="empty" className="empty-cart-confirm">
      {hydrated && <span>{t('cart.empty-ask', { count: lineCount })}</span>}
      <button type="submit" className="link-button">
        {hydrated ? t('cart.empty-yes') : t('cart.empty-button')}
      </button>
      {hydrated && (
        <button type="button" className="link-button" onClick={() => setAsking(false)}>
          {t('cart.empty-keep')}
        </button>
      )}
    </CartForm>
  );
}
