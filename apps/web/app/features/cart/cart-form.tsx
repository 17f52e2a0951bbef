import { useEffect, type ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';
import toast from 'react-hot-toast';
import { useHydrated } from '../../lib/use-hydrated';
import { cartActionPath, type CartIntent } from './cart-intents';

export type CartActionData = { ok: true } | { ok: false; error: string };

interface CartFormProps {
  intent: CartIntent;
  productId?: number;
  className?: string;
  children: ReactNode;
}

/**
 * One cart action as a form posting to /cart. Without JavaScript the browser posts it and comes
 * back to this page; with JavaScript a fetcher sends it (the cart updates at once, see useCart)
 * and a refusal such as "Only 3 left" shows as a toast.
 */
export function CartForm({ intent, productId, className, children }: CartFormProps) {
  const fetcher = useFetcher<CartActionData>();
  const hydrated = useHydrated();
  const location = useLocation();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (result && !result.ok) toast.error(result.error);
  }, [result]);

  return (
    <fetcher.Form method="post" action={cartActionPath} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {productId !== undefined && <input type="hidden" name="product_id" value={productId} />}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      {children}
    </fetcher.Form>
  );
}
