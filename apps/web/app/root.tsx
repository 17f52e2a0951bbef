import { lazy, useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useNavigation,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { cookieHeaders, fetchSignedInUser } from './features/accounts/session.server';
import { cartActionPath } from './features/cart/cart-intents';
import { PreloadCartAction } from './features/cart/preload-cart-action';
import { fetchCustomerBadges } from './features/notifications/badges.server';
import { apiOf, localeOf, sharedApiData } from './lib/api.server';
import { takeFlash } from './lib/flash.server';
import { isConnectionFailure } from './lib/connection';
import { dataSaverOf } from './lib/data-saver';
import { useRootData } from './lib/root-data';
import { CurrencyFeedback } from './ui/currency-menu';
import { LoadFailure } from './ui/load-failure';
import { FlashToast } from './ui/flash-toast';
import { NavigationProgress } from './ui/navigation-progress';
import { NotFound } from './ui/not-found';
import { AfterHydration, hydrateLater } from './ui/later';
import { SiteHeader } from './ui/site-header';
import { AppToaster } from './ui/toaster';
import { partsOf, styleElements, stylePrecedence } from './styles/areas';
import { LoadOfflineSupport } from './features/offline/load-offline-support';
import { languageCookie, languageOfRequest, languageTags } from '@oja/shared/languages';
import { LanguageContext, loadAreas, pageChunks, useMessageAreas, useT } from './i18n/i18n';
import { catalogLanguageOf } from './i18n/catalog-language.server';
import { messageAreasOf } from './i18n/areas';

// Below the page or shown only once scrolled: their code comes after the first load (decision 0032),
// the footer's with its messages (the `footer` area, decision 0034).
const SiteFooter = hydrateLater(import.meta.env.SSR ? (await import('./ui/site-footer')).SiteFooter : null, () =>
  Promise.all([import('./ui/site-footer'), loadAreas(document.documentElement.lang, ['footer'])]).then(
    ([m]) => m.SiteFooter,
  ),
);
const ScrollToTop = lazy(() => import('./ui/scroll-to-top').then((m) => ({ default: m.ScrollToTop })));

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The installable web app (public/manifest.webmanifest; icons drawn at build).
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

/**
 * The stylesheet, in parts by area (styles/areas.ts): each page inlines `base` and the parts its
 * routes name, so the first paint waits for no second request and a storefront page carries no
 * back-office rules (measured in docs/performance.md).
 */
function PageStyles() {
  const parts = partsOf(useMatches());
  return styleElements(parts).map((element) =>
    'href' in element ? (
      <link key={element.part} rel="stylesheet" href={element.href} precedence={stylePrecedence} />
    ) : (
      <style key={element.part} href={element.part} precedence={stylePrecedence}>
        {element.inline}
      </style>
    ),
  );
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const [categories, shop, session, flash, cartResult, locale, badges] = await Promise.all([
    sharedApiData(context, `/api/categories/?include_products=false&lang=${catalogLanguageOf(request)}`),
    sharedApiData(context, '/api/shop/'),
    fetchSignedInUser(context),
    takeFlash(request),
    apiOf(context).request('GET', '/api/cart/'),
    localeOf(context),
    fetchCustomerBadges(context),
  ]);
  // The cart renders on the server (counts, disabled buttons). Cookies from the API (a refreshed
  // or cleared session, a guest cart merged into the customer's on sign-in) and the flash being
  // cleared travel on the page response.
  const cart = cartResult.ok ? cartResult.data : null;
  const headers = cookieHeaders([...session.setCookies, ...flash.setCookies, ...cartResult.setCookies]);
  const dataSaver = dataSaverOf(request);
  // The language: ?lang= (then kept in the cookie), the cookie, Accept-Language, English.
  const { language, source } = languageOfRequest(request);
  if (source === 'param') {
    headers.append('set-cookie', `${languageCookie}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`);
  }
  return data(
    { categories, shop, user: session.user, flash: flash.flash, cart, locale, dataSaver, language, ...badges },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const categories = data?.categories ?? [];
  const busy = useNavigation().state !== 'idle';
  const language = data?.language ?? 'en';
  // The message areas the page's routes name (i18n/areas.ts): the browser loads these before hydrating,
  // from the addresses on data-chunks (every area's, in the page's language).
  const areas = messageAreasOf(useMatches());
  useMessageAreas(language, areas);
  return (
    <html lang={languageTags[language]} data-messages={areas.join(' ')} data-chunks={pageChunks(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f6f43" />
        {/* Light only (form controls and scrollbars too), said before any style arrives; in the
            stylesheet it would cost every page lightningcss's color-scheme variables. */}
        <meta name="color-scheme" content="light" />
        <PageStyles />
        <Meta />
        <Links />
      </head>
      <body>
        <LanguageContext value={language}>
          <SkipLink />
          <NavigationProgress />
          <SiteHeader categories={categories} />
          <main id="main" aria-busy={busy || undefined}>
            {children}
          </main>
          <SiteFooter categories={categories} socials={data?.shop.socials ?? []} />
          <AppToaster />
          <FlashToast flash={data?.flash} />
          <CurrencyFeedback />
          <AfterHydration>
            <ScrollToTop />
          </AfterHydration>
          <HydrationMarker />
          <PreloadCartAction />
          <LoadOfflineSupport />
        </LanguageContext>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('layout.skip')}
    </a>
  );
}

/**
 * Marks the page as running once hydrated (<body data-hydrated>), for progressive-enhancement
 * styles and browser tests. An effect, not state: re-rendering the layout right after hydration
 * would make React Router's <Scripts> drop its tags.
 */
function HydrationMarker() {
  useEffect(() => {
    document.body.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * After a cart action the cart is read again even when the action was refused (another tab may
 * have removed the line, so "not in your cart" means this tab's cart is stale); after a request
 * that got no answer nothing is reloaded (it would fail the same way and replace the page).
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (isConnectionFailure(args.actionResult)) return false;
  if (args.formAction?.split('?')[0] === cartActionPath) return true;
  return args.defaultShouldRevalidate;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error) && typeof error.data?.detail === 'string' ? error.data.detail : null;
  return <LoadFailure detail={detail} />;
}
