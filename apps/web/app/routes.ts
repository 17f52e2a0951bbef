import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home' }),
  route('home', 'routes/home.tsx', { id: 'home-alias' }),
  route('cart', 'routes/cart.tsx'),
  route('place-order', 'routes/place-order.tsx'),
  route('place-order/quote', 'routes/place-order-quote.ts'),
  route('dashboard/my-orders', 'routes/my-orders.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
