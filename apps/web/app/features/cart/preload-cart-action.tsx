import { useEffect } from 'react';

type Manifest = { routes: Record<string, { module?: string; clientActionModule?: string } | undefined> };

const cartRouteId = 'routes/cart';

/**
 * Every cart form posts to the /cart route, whose `clientAction` turns a request without an answer
 * into a toast. React Router loads that route's code at the first cart tap, and when it cannot (the
 * phone is offline at that moment) it reloads the whole page, into the browser's offline screen.
 * So the code is fetched while the page is idle after hydration. The route's entry appears in
 * React Router's manifest once the header's link to /cart has been discovered, which React Router
 * also does while idle: this looks again on the next idle moments until it is there.
 * `<body data-cart-ready>` marks the moment for browser tests.
 */
export function PreloadCartAction() {
  useEffect(() => {
    let attempts = 0;
    let handle = 0;
    // Safari before 18 has no requestIdleCallback: a short timer stands in.
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = (fn: () => void): number =>
      hasIdle ? window.requestIdleCallback(fn) : Number(globalThis.setTimeout(fn, 200));
    const cancel = (id: number) => (hasIdle ? window.cancelIdleCallback(id) : globalThis.clearTimeout(id));
    const attempt = () => {
      const manifest = (window as unknown as { __reactRouterManifest?: Manifest }).__reactRouterManifest;
      const route = manifest?.routes[cartRouteId];
      if (!route) {
        if (++attempts < 50) handle = idle(attempt);
        return;
      }
      const urls = [route.module, route.clientActionModule].filter((u): u is string => Boolean(u));
      void Promise.all(urls.map((url) => import(/* @vite-ignore */ url))).then(
        () => (document.body.dataset.cartReady = 'true'),
        () => undefined, // offline already: React Router tries again at the tap
      );
    };
    attempt(); // at once when the route is already known, so that the first tap does not wait
    return () => cancel(handle);
  }, []);
  return null;
}
