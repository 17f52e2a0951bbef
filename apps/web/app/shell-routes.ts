/**
 * The routes of the app shell, which the service worker precaches (scripts/build-worker.mjs): the
 * catalogue and the cart, as a shopper browses, and the small action routes its buttons post to.
 * Not the content pages (about, contact, FAQ, news, legal): a first visit's bytes count (issue 34:
 * ≤ 250 KB all told), an unvisited page offline gets the offline page whatever its script, and a
 * visited one's script is kept once loaded. Nor accounts, checkout or the back office: their
 * scripts too are kept once loaded.
 *
 * Route ids as React Router gives them: the `id` in routes.ts, else the file without its extension
 * ('root' is app/root.tsx). shell-routes.test.ts checks each names a route and that the built
 * worker precaches these routes' scripts and no other route's.
 */
export const shellRouteIds: readonly string[] = [
  'root',
  'home',
  'home-alias',
  'routes/categories',
  'routes/category',
  'routes/product',
  'routes/search',
  'offers',
  'offer-alias',
  'routes/cart',
  'routes/not-found',
  'routes/saved',
  'routes/currency',
  'routes/data-saver',
  'routes/product-review',
];
