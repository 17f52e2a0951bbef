import { useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { CartForm } from './cart-form';

/**
 * "Empty cart", which sits right above "Proceed To Checkout" on phones: with JavaScript the first
 * tap only asks, and the cart is emptied by the second ("Yes, empty it"). Without JavaScript the
 * button posts the form (the browser shows a page in between either way).
 */
export function EmptyCartButton({ lineCount }: { lineCount: number }) {
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  if (hydrated && !asking) {
    return (
      <button type="button" className="link-button" onClick={() => setAsking(true)}>
        Empty cart
      </button>
    );
  }
  return (
    <CartForm intent="empty" className="empty-cart-confirm">
      {hydrated && <span>{`Remove all ${lineCount} ${lineCount === 1 ? 'item' : 'items'}?`}</span>}
      <button type="submit" className="link-button">
        {hydrated ? 'Yes, empty it' : 'Empty cart'}
      </button>
      {hydrated && (
        <button type="button" className="link-button" onClick={() => setAsking(false)}>
          Keep
        </button>
      )}
    </CartForm>
  );
}
