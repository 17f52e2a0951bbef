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
  // Content pages and search-engine files (issue 3). Duplicate spellings render the same page.
  route('about-us', 'routes/about-us.tsx'),
  route('contact-us', 'routes/contact-us.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('news', 'routes/news.tsx'),
  route('news/:slug', 'routes/news-post.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('privacy-and-policy', 'routes/privacy-policy.tsx', { id: 'privacy-and-policy' }),
  route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
  route('terms-and-condition', 'routes/terms-and-conditions.tsx', { id: 'terms-and-condition' }),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
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
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
