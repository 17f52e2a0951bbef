import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home' }),
  route('home', 'routes/home.tsx', { id: 'home-alias' }),
  route('cart', 'routes/cart.tsx'),
  route('place-order', 'routes/place-order.tsx'),
  route('place-order/quote', 'routes/place-order-quote.ts'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/return', 'routes/checkout-return.tsx'),
  // Accounts
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('reset-password/:token', 'routes/reset-password-token.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('dashboard', 'routes/dashboard/layout.tsx', { id: 'dashboard' }, [
    index('routes/dashboard/profile.tsx', { id: 'dashboard-home' }),
    route('profile', 'routes/dashboard/profile.tsx', { id: 'dashboard-profile' }),
    route('edit-profile', 'routes/dashboard/edit-profile.tsx'),
    route('my-orders', 'routes/my-orders.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
