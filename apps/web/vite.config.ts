import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // No dependency lists for dynamic imports: React Router preloads route modules itself, and the
  // app's one dynamic import (the offline support, loaded after the page) needs none (decision 0028).
  build: { assetsInlineLimit: 0, modulePreload: false },
  // Pre-bundled up front so the first dev page load does not reload itself.
  optimizeDeps: { include: ['zod'] },
});
