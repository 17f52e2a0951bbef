import { createContext, data, type RouterContextProvider } from 'react-router';
import type { ApiClient } from '@oja/shared/api-client';
import type { ApiAnswer, ApiPath } from '@oja/shared/api-routes';
import type { Locale } from '@oja/shared/locale';

/** Set by the server for every page request (see apps/server/src/web/pages.ts). */
export const apiContext = createContext<ApiClient>();

/** The Content-Security-Policy nonce of this response (production only), for inline scripts. */
export const nonceContext = createContext<string | undefined>(undefined);

type Context = Readonly<RouterContextProvider>;

export const apiOf = (context: Context) => context.get(apiContext);

/**
 * GETs from the API and returns its data, typed by the route the path names (api-routes.ts); an
 * API error becomes the page's error response with the same status (404 shows the not-found page,
 * others the error page with the API's message).
 */
export async function apiData<P extends ApiPath<'GET'>>(context: Context, path: P): Promise<ApiAnswer<'GET', P>> {
  const result = await apiOf(context).request('GET', path);
  if (!result.ok) throw data(result.error, { status: result.status });
  return result.data;
}

/** A paged list of the API: the items and the total from its `x-total-count` header. */
export async function apiPage<P extends ApiPath<'GET'>>(
  context: Context,
  path: P,
): Promise<{ items: ApiAnswer<'GET', P>; total: number }> {
  const result = await apiOf(context).request('GET', path);
  if (!result.ok) throw data(result.error, { status: result.status });
  const total = Number(result.headers?.['x-total-count'] ?? (Array.isArray(result.data) ? result.data.length : 0));
  return { items: result.data, total };
}

// One look-up per page request, however many loaders ask (the client is per request).
const locales = new WeakMap<ApiClient, Promise<Locale>>();

/** The visitor's currency (their choice, else a guess from the request), for loaders. */
export function localeOf(context: Context): Promise<Locale> {
  const api = apiOf(context);
  let locale = locales.get(api);
  if (!locale) {
    locale = apiData(context, '/api/locale/');
    locales.set(api, locale);
  }
  return locale;
}

// GETs that more than one loader of a page request asks for (the shop, the categories): one call.
const sharedGets = new WeakMap<ApiClient, Map<string, Promise<unknown>>>();

/** `apiData`, answered once per page request however many loaders ask for the same path. */
export function sharedApiData<P extends ApiPath<'GET'>>(context: Context, path: P): Promise<ApiAnswer<'GET', P>> {
  const api = apiOf(context);
  let gets = sharedGets.get(api);
  if (!gets) sharedGets.set(api, (gets = new Map()));
  if (!gets.has(path)) gets.set(path, apiData(context, path));
  return gets.get(path) as Promise<ApiAnswer<'GET', P>>;
}
