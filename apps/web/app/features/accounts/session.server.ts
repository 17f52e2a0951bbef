import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import type { AccountUser } from '@oja/shared/accounts';
import { apiOf } from '../../lib/api.server';
import { loginPath } from './next-path';

type Context = Readonly<RouterContextProvider>;

/** The signed-in user (null for a visitor) and any cookie the API sent (a refreshed or cleared session). */
export async function fetchSignedInUser(context: Context): Promise<{ user: AccountUser | null; setCookies: string[] }> {
  const api = apiOf(context);
  // No session cookie or token: a visitor, whom /api/me/ would only answer 401 (issue 30).
  if (api.mayBeSignedIn === false) return { user: null, setCookies: [] };
  const result = await api.request('GET', '/api/me/');
  if (result.ok) return { user: result.data, setCookies: result.setCookies };
  if (result.status === 401) return { user: null, setCookies: result.setCookies };
  throw data(result.error, { status: result.status });
}

/** Headers carrying the API's Set-Cookie values, for a page response or redirect. */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return headers;
}

/** Set by `signedInOnly` for the loaders and actions below it. */
export const signedInUserContext = createContext<AccountUser | null>(null);

/**
 * Route middleware for pages that need a signed-in customer (dashboard, place-order, checkout):
 * visitors are sent to /login and brought back here afterwards.
 * Use: `export const middleware = [signedInOnly];`
 */
export const signedInOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { user, setCookies } = await fetchSignedInUser(context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search), { headers: cookieHeaders(setCookies) });
  }
  context.set(signedInUserContext, user);
  const response = await next();
  for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
  return response;
};

/**
 * Route middleware for the staff back office (/admin and everything under it): anyone who is not
 * staff, signed in or not, gets the not-found page, so the back office does not announce itself.
 * Staff without a second factor in this session are sent to set up two-step sign-in.
 * Use: `export const middleware = [staffOnly];` on the admin layout route.
 */
export const staffOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { user, setCookies } = await fetchSignedInUser(context);
  if (user?.role !== 'staff') {
    throw data({ detail: 'Not found', code: 'not_found' }, { status: 404, headers: cookieHeaders(setCookies) });
  }
  // Staff whose session has not passed a second factor set one up first (the API refuses them too).
  if (user.two_factor_setup_required) {
    const url = new URL(request.url);
    throw redirect(`/two-factor?next=${encodeURIComponent(url.pathname + url.search)}`, {
      headers: cookieHeaders(setCookies),
    });
  }
  context.set(signedInUserContext, user);
  const response = await next();
  for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
  return response;
};

/** Route middleware for /login, /register and /reset-password: signed-in visitors go home. */
export const signedOutOnly: MiddlewareFunction<Response> = async ({ context }, next) => {
  const { user, setCookies } = await fetchSignedInUser(context);
  if (user) throw redirect('/', { headers: cookieHeaders(setCookies) });
  const response = await next();
  for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
  return response;
};

/** The user `signedInOnly` found. */
export function signedInUser(context: Context): AccountUser {
  const user = context.get(signedInUserContext);
  if (!user) throw new Error('signedInUser() needs the signedInOnly middleware on the route');
  return user;
}
