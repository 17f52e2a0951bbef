import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/*
 * Parts of the layout whose code is not in any page's first load (decision 0032).
 *
 * - `AfterHydration`: something that shows nothing on the server and at first (the scroll-to-top
 *   button appears only once the page is scrolled): its code is fetched once the page runs.
 * - `hydrateLater(serverComponent, load)`: a part the server renders in full (the footer) whose
 *   code the browser fetches only when hydration reaches it (at once, beside the rest of the
 *   page's hydration). React keeps the server's HTML in place meanwhile (a Suspense boundary
 *   waiting for its code: selective hydration); a tap on it before then does what it does
 *   without JavaScript (links and forms work, a menu button waits), as everywhere on the page
 *   before hydration. Only for parts whose server HTML stands on its own. On the server the component is used
 *   directly, so nothing waits there: the caller imports it only when `import.meta.env.SSR`, a
 *   constant, so the browser's build has only the lazy import:
 *     const Footer = hydrateLater(
 *       import.meta.env.SSR ? (await import('./site-footer')).SiteFooter : null,
 *       () => import('./site-footer').then((m) => m.SiteFooter),
 *     );
 */

export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function hydrateLater<P extends object>(
  serverComponent: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Component = serverComponent ?? lazy(() => load().then((c) => ({ default: c })));
  function Later(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Later;
}
