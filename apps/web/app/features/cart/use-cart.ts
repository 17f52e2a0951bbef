import { useSyncExternalStore } from 'react';
import { useFetchers } from 'react-router';
import type { Cart, CartLine } from '@oja/shared/cart';
import { useServerCart } from '../../lib/root-data';
import { cartActionPath } from './cart-intents';
import { keptCartChanges, subscribeCartChanges, type QueuedCartChange } from './kept-changes';

export interface CartState {
  lines: CartLine[];
  /** Sum of the quantities (the desktop badge) and number of lines (the mobile badge). */
  totalQuantity: number;
  lineCount: number;
  /** The goods at their prices, in minor units of each currency (promotions: promotionDiscountMinor). */
  totalMinor: { USD: number; NGN: number };
  /** Whether the product (with a variant: that variant) has a line. */
  has(productId: number, variantId?: number | null): boolean;
}

/** A cart line's key: its product and variant (0: a product without variants). */
export const lineKey = (productId: number, variantId?: number | null) => `${productId}:${variantId ?? 0}`;
const keyOfLine = (l: CartLine) => lineKey(l.item.id, l.variant_id);

const minor = (major: number) => Math.round(major * 100);

/** A cart action's form: one on its way (FormData) or one kept offline (URLSearchParams). */
type CartChangeForm = { get(name: string): FormDataEntryValue | null };

/**
 * The server's cart with the cart actions still on their way applied on top, so counts, lines and
 * buttons change the moment the shopper clicks. The server's answer replaces it when it arrives.
 */
export function applyPending(cart: Cart, submissions: CartChangeForm[]): CartState {
  const quantities = new Map(cart.items.map((l) => [keyOfLine(l), l.quantity]));
  const stock = new Map(cart.items.map((l) => [keyOfLine(l), l.item.quantity_in_stock]));
  for (const form of submissions) {
    const variant = form.get('variant_id');
    const id = lineKey(Number(form.get('product_id')), variant === null ? null : Number(variant));
    const q = quantities.get(id);
    switch (form.get('intent')) {
      case 'add':
        if (q === undefined) quantities.set(id, 1);
        break;
      case 'increment':
        if (q !== undefined) quantities.set(id, Math.min(q + 1, Math.max(q, stock.get(id) ?? q)));
        break;
      case 'decrement':
        if (q !== undefined && q > 1) quantities.set(id, q - 1);
        break;
      case 'remove':
        quantities.delete(id);
        break;
      case 'empty':
        quantities.clear();
        break;
      default:
        break; // not a cart change
    }
  }
  const lines = cart.items.flatMap((line) => {
    const quantity = quantities.get(keyOfLine(line));
    if (quantity === undefined) return [];
    if (quantity === line.quantity) return [line];
    return [
      {
        ...line,
        quantity,
        // Its promotion changes with the quantity: the server's answer brings the new one.
        discount: 0,
        discount_naira: 0,
        totalPrice: (minor(line.item.price) * quantity) / 100,
        totalNairaPrice: (minor(line.item.price_naira) * quantity) / 100,
      },
    ];
  });
  let totalQuantity = 0;
  for (const q of quantities.values()) totalQuantity += q;
  return {
    lines,
    totalQuantity,
    lineCount: quantities.size,
    totalMinor: {
      USD: lines.reduce((sum, l) => sum + minor(l.item.price) * l.quantity, 0),
      NGN: lines.reduce((sum, l) => sum + minor(l.item.price_naira) * l.quantity, 0),
    },
    has: (productId, variantId) => quantities.has(lineKey(productId, variantId)),
  };
}

const none: QueuedCartChange[] = [];

/** A kept change as a cart form: read from JSON, its fields are all there and become strings. */
export const keptForm = (change: QueuedCartChange) => new URLSearchParams(change as unknown as Record<string, string>);

/**
 * The cart as the shopper made it: the server's cart, the changes made offline that wait on this
 * phone to be sent (an offline "Add to cart" counts and shows "In cart" as online), then the
 * actions on their way.
 */
export function useCart(): CartState {
  const server = useServerCart();
  const fetchers = useFetchers();
  const kept = useSyncExternalStore(subscribeCartChanges, keptCartChanges, () => none);
  const submissions = fetchers.flatMap((f) =>
    f.state !== 'idle' && f.formData && f.formAction?.startsWith(cartActionPath) ? [f.formData] : [],
  );
  return applyPending(server, [...kept.map(keptForm), ...submissions]);
}
