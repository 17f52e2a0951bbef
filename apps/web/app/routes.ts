import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home' }),
  route('home', 'routes/home.tsx', { id: 'home-alias' }),
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
  // The staff back office (issue 7): every page under the layout's staffOnly guard.
  route('admin', 'routes/admin/layout.tsx', { id: 'admin' }, [
    index('routes/admin/dashboard.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/new', 'routes/admin/product-new.tsx'),
    route('products/:id', 'routes/admin/product-edit.tsx'),
    route('categories', 'routes/admin/categories.tsx'),
    route('categories/:id', 'routes/admin/category-edit.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:id', 'routes/admin/order-detail.tsx'),
    route('mail', 'routes/admin/mail.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
