import { useRouteLoaderData } from 'react-router';
import type { Cart } from '@oja/shared/cart';
import type { Currency } from '@oja/shared/money';

/** The parts of the root loader's data the cart reads; `currency` arrives with the locale feature. */
interface RootData {
  cart?: Cart;
  currency?: Currency;
}

const emptyCart: Cart = { items: [], total_quantity: 0, line_count: 0, totalPrice: 0, totalNairaPrice: 0 };

export const useRootData = () => useRouteLoaderData('root') as RootData | undefined;

export const useCurrency = (): Currency => useRootData()?.currency ?? 'USD';

export const useServerCart = (): Cart => useRootData()?.cart ?? emptyCart;
