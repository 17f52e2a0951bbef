import { lazy, Suspense, useEffect, useState } from 'react';

const OfflineSupport = lazy(() => import('./offline-support'));

/**
 * Loads the offline support (service worker, offline notice, kept cart changes) once the page has
 * loaded, so none of it is in the first-load JavaScript. Not in development: a worker would keep
 * stale modules across Vite's reloads.
 */
export function LoadOfflineSupport() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (import.meta.env.DEV) return;
    const start = () => setLoaded(true);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return loaded ? (
    <Suspense fallback={null}>
      <OfflineSupport />
    </Suspense>
  ) : null;
}
