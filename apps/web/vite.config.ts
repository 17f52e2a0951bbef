import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { messageChunks } from './message-chunks.ts';

export default defineConfig({
  plugins: [reactRouter(), messageChunks()],
  // No dependency lists for dynamic imports: React Router preloads route modules itself, and the
  // app's dynamic imports (offline support, the toast library, the cart panel) need none (0028).
  build: { assetsInlineLimit: 0, modulePreload: false, sourcemap: !!process.env.SOURCEMAP },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger first-load files (decision 0032): every page needs all of the framework
            // and all of the root layout, so each is one file instead of some thirty small ones
            // (files compress apart: about 8 KB gzipped less on every page, and fewer requests).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                // The root route and everything it imports (rolldown takes a group's dependencies
                // with it): the layout every page renders.
                // Small helpers nearly every page uses go with it rather than as files of their own
                // (a product picture's address: listings, the cart, checkout and My Orders).
                {
                  name: 'shell',
                  test: /app[\\/](root\.tsx|lib[\\/](seo|picture)\.ts)/,
                  priority: 10,
                },
                // What the product listings share (cards, their pictures, stars, the add-to-cart
                // and save forms): one file for the pages with product cards, not a dozen. What one
                // page alone uses stays with it: the gallery and variant picker (product pages), the
                // search suggestions (the search page).
                {
                  name: 'listing',
                  test: /app[\\/](features[\\/](catalog[\\/](?!sort-form|product-grid|product-popup|product-gallery|variant-picker|search-suggestions)|saved|cart[\\/](cart-form|add-to-cart)|reviews[\\/]stars)|ui[\\/]star-row)/,
                  priority: 5,
                },
                // The product grid with its sort and paging forms: category, search and offers pages (the back
                // office's lists load the grid file for their pagination).
                {
                  name: 'grid',
                  test: /app[\\/](features[\\/]catalog[\\/](product-grid|sort-form)|ui[\\/]pagination)\.tsx/,
                  priority: 5,
                },
              ],
            },
          },
        },
      },
    },
  },
  // Pre-bundled up front so the first dev page load does not reload itself.
  optimizeDeps: { include: ['zod'] },
});
