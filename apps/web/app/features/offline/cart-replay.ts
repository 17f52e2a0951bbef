import type { QueuedCartChange } from '../cart/cart-queue';

/** The cart action's form for a kept change, as the cart form would have sent it. */
export function cartChangeForm(change: QueuedCartChange, redirectTo: string): URLSearchParams {
  const form = new URLSearchParams({ intent: change.intent, js: '1', redirectTo });
  if (change.product_id !== undefined) form.set('product_id', String(change.product_id));
  if (change.variant_id !== undefined) form.set('variant_id', String(change.variant_id));
  return form;
}
