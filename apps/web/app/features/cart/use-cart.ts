import { useFetchers } from 'react-router';
import type { Cart, CartLine } from '@oja/shared/cart';
import { useServerCart } from '../../lib/root-data';
import { cartActionPath } from './cart-intents';

export interface CartState {
  lines: CartLine[];
  /** Sum of the quantities (the desktop badge) and number of lines (the mobile badge). */
  totalQuantity: number;
  lineCount: number;
  /** Totals in minor units of each currency. */
  totalMinor: { USD: number; NGN: number };
  has(productId: number): boolean;
}

const minor = (major: number) => Math.round(major * 100);

/**
 * The server's cart with the cart actions still on their way applied on top, so counts, lines and
 * buttons change the moment the shopper clicks. The server's answer replaces it when it arrives.
 */
export function applyPending(cart: Cart, submissions: FormData[]): CartState {
  const quantities = new Map(cart.items.map((l) => [l.item.id, l.quantity]));
  const stock = new Map(cart.items.map((l) => [l.item.id, l.item.quantity_in_stock]));
  for (const form of submissions) {
    const id = Number(form.get('product_id'));
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
    const quantity = quantities.get(line.item.id);
    if (quantity === undefined) return [];
    if (quantity === line.quantity) return [line];
    return [
      {
        ...line,
        quantity,
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
    has: (productId) => quantities.has(productId),
  };
}

export function useCart(): CartState {
  const server = useServerCart();
  const fetchers = useFetchers();
  const submissions = fetchers.flatMap((f) =>
    f.state !== 'idle' && f.formData && f.formAction?.startsWith(cartActionPath) ? [f.formData] : [],
  );
  return applyPending(server, submissions);
}
