import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home' }),
  route('home', 'routes/home.tsx', { id: 'home-alias' }),
  route('categories', 'routes/categories.tsx'),
  route('categories/:slug', 'routes/category.tsx'),
  route('products/:slug', 'routes/product.tsx'),
  route('search', 'routes/search.tsx'),
  route('offers', 'routes/offers.tsx', { id: 'offers' }),
  route('offer', 'routes/offers.tsx', { id: 'offer-alias' }),
  route('currency', 'routes/currency.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
