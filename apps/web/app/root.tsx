import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router';
import type { Cart } from '@oja/shared/cart';
import type { Category } from '@oja/shared/catalog';
import type { ShopInfo } from '@oja/shared/shop';
import type { Route } from './+types/root';
import { cookieHeaders, fetchSignedInUser } from './features/accounts/session.server';
import { apiData, apiOf } from './lib/api.server';
import { takeFlash } from './lib/flash.server';
import { FlashToast } from './ui/flash-toast';
import { NotFound } from './ui/not-found';
import { SiteFooter } from './ui/site-footer';
import { SiteHeader } from './ui/site-header';
import { AppToaster } from './ui/toaster';
import stylesHref from './styles/app.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const [categories, shop, session, flash, cartResult] = await Promise.all([
    apiData<Omit<Category, 'products'>[]>(context, '/api/categories/?include_products=false'),
    apiData<ShopInfo>(context, '/api/shop/'),
    fetchSignedInUser(context),
    takeFlash(request),
    apiOf(context).request<Cart>('GET', '/api/cart/'),
  ]);
  // The cart renders on the server (counts, disabled buttons). Cookies from the API (a refreshed
  // or cleared session, a guest cart merged into the customer's on sign-in) and the flash being
  // cleared travel on the page response.
  const cart = cartResult.ok ? cartResult.data : null;
  const headers = cookieHeaders([...session.setCookies, ...flash.setCookies, ...cartResult.setCookies]);
  return data({ categories, shop, user: session.user, flash: flash.flash, cart }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const categories = data?.categories ?? [];
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f6f43" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader categories={categories} />
        <main id="main">{children}</main>
        <SiteFooter categories={categories} />
        <AppToaster />
        <FlashToast flash={data?.flash} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error) && typeof error.data?.detail === 'string' ? error.data.detail : null;
  return (
    <section className="container message-page">
      <h1>Something went wrong</h1>
      <p>{detail ?? 'We could not load this page. Please try again in a moment.'}</p>
    </section>
  );
}
