import { useRouteLoaderData } from 'react-router';
import type { Cart } from '@oja/shared/cart';

/** The part of the root loader's data the cart reads. */
interface RootData {
  cart?: Cart;
}

const emptyCart: Cart = { items: [], total_quantity: 0, line_count: 0, totalPrice: 0, totalNairaPrice: 0 };

export const useRootData = () => useRouteLoaderData('root') as RootData | undefined;

export const useServerCart = (): Cart => useRootData()?.cart ?? emptyCart;
