import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { assetsInlineLimit: 0 },
  // Pre-bundled up front so the first dev page load does not reload itself.
  optimizeDeps: { include: ['zod'] },
});
