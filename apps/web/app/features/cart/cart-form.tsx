import { useEffect, type ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { isConnectionFailure, type ConnectionFailure } from '../../lib/connection';
import { useHydrated } from '../../lib/use-hydrated';
import { showFailure } from '../../ui/failure-toast';
import { keepCartChange, withdrawCartChange } from './cart-queue';
import { useT } from '../../i18n/i18n';
import { cartActionPath, type CartIntent } from './cart-intents';
import { returnPath } from '../../lib/return-path';

export type CartActionData = { ok: true } | { ok: false; error: string } | ConnectionFailure;

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
 * tapped). A request that got no answer shows a toast with a Retry that sends it again; one made
 * offline is kept and sent once the connection returns.
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
    const send = () => {
      const form = new FormData();
      form.set('intent', intent);
      if (productId !== undefined) form.set('product_id', String(productId));
      if (variantId != null) form.set('variant_id', String(variantId));
      form.set('redirectTo', path);
      form.set('js', '1');
      void fetcher.submit(form, { method: 'post', action: cartActionPath });
    };
    // Offline: the change is kept and sent when the connection returns (features/offline); Retry
    // sends it at once unless that has happened already.
    if (isConnectionFailure(result) && !navigator.onLine) {
      const kept = keepCartChange({ intent, product_id: productId, variant_id: variantId ?? undefined });
      showFailure({
        id: 'cart:offline',
        message: t('cart.offline-kept'),
        retry: () => withdrawCartChange(kept) && send(),
      });
      return;
    }
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
