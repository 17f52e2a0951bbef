import { useRouteLoaderData } from 'react-router';
import type { Cart } from '@oja/shared/cart';

/** The parts of the root loader's data the cart, the bell and the hearts read. */
interface RootData {
  cart?: Cart;
  /** The signed-in customer's unread notifications (the bell's badge) and saved product ids. */
  unread?: number;
  savedIds?: number[];
}

const emptyCart: Cart = { items: [], total_quantity: 0, line_count: 0, totalPrice: 0, totalNairaPrice: 0 };

export const useRootData = () => useRouteLoaderData('root') as RootData | undefined;

export const useServerCart = (): Cart => useRootData()?.cart ?? emptyCart;
