import { useRouteLoaderData } from 'react-router';
import type { Cart } from '@oja/shared/cart';
import type { loader as rootLoader } from '../root';

/**
 * The root loader's data, typed from the loader itself (like epic-stack's `useOptionalUser`): the
 * one way a component reads the shop, the signed-in user, the cart, the locale and the badges.
 * Undefined only where the root loader failed (its error boundary).
 */
export const useRootData = () => useRouteLoaderData<typeof rootLoader>('root');

const emptyCart: Cart = { items: [], total_quantity: 0, line_count: 0, totalPrice: 0, totalNairaPrice: 0 };

/** The cart as the server rendered it (empty when the API did not answer). */
export const useServerCart = (): Cart => useRootData()?.cart ?? emptyCart;
