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
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
