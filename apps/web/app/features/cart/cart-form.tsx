import { useEffect, type ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { isConnectionFailure, type ConnectionFailure } from '../../lib/connection';
import { useHydrated } from '../../lib/use-hydrated';
import { showFailure } from '../../ui/failure-toast';
import { toast } from '../../ui/toaster';
import { useT } from '../../i18n/i18n';
import { cartActionPath, type CartIntent } from './cart-intents';
import { returnPath } from '../../lib/return-path';

/** The cart route's answer offline: the change is kept on this phone (features/cart/cart-queue). */
export type KeptOffline = ConnectionFailure & { kept: true };

export type CartActionData = { ok: true } | { ok: false; error: string } | ConnectionFailure | KeptOffline;

interface CartFormProps {
  intent: CartIntent;
  productId?: number;
  /** The variant of the product (its cart line); none for a product without variants. */
  variantId?: number | null;
  className?: string;
  children: ReactNode;
}

/**
 * One cart action as a form posting to /cart. Without JavaScript the browser posts it and comes
 * back to this page; with JavaScript a fetcher sends it (the cart updates at once, see useCart)
 * and a refusal such as "Only 3 left" shows as a toast (one per message, however often it is
 * tapped). A request that got no answer shows a toast with a Retry that sends it again. One made
 * offline is kept on this phone and sent once the connection returns (routes/cart.tsx): the cart
 * shows it at once, as made (useCart), and a plain toast says so, with no Retry.
 */
export function CartForm({ intent, productId, variantId, className, children }: CartFormProps) {
  const fetcher = useFetcher<CartActionData>();
  const hydrated = useHydrated();
  const location = useLocation();
  const t = useT();
  // As soon as the answer is there: a refusal reloads the cart, which may remove this very line
  // (and its form) by the time the fetcher is idle again.
  const result = fetcher.data;

  const path = returnPath(location);
  useEffect(() => {
    if (!result || result.ok) return;
    if ('kept' in result) {
      toast(t(intent === 'add' ? 'cart.offline-added' : 'cart.offline-kept'), { id: 'cart:offline' });
      return;
    }
    const send = () => {
      const form = new FormData();
      form.set('intent', intent);
      if (productId !== undefined) form.set('product_id', String(productId));
      if (variantId != null) form.set('variant_id', String(variantId));
      form.set('redirectTo', path);
      form.set('js', '1');
      void fetcher.submit(form, { method: 'post', action: cartActionPath });
    };
    const retry = isConnectionFailure(result) ? send : undefined;
    showFailure({ id: `cart:${result.error}`, message: result.error, retry });
    // Only a new answer shows a toast; the form's props do not change for the same fetcher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  return (
    <fetcher.Form method="post" action={cartActionPath} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {productId !== undefined && <input type="hidden" name="product_id" value={productId} />}
      {variantId != null && <input type="hidden" name="variant_id" value={variantId} />}
      <input type="hidden" name="redirectTo" value={path} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      {children}
    </fetcher.Form>
  );
}
