import { createContext, data, type RouterContextProvider } from 'react-router';
import type { ApiClient, HttpMethod } from '@oja/shared/api-client';
import type { Locale } from '@oja/shared/locale';

/** Set by the server for every page request (see apps/server/src/web/pages.ts). */
export const apiContext = createContext<ApiClient>();

/** The Content-Security-Policy nonce of this response (production only), for inline scripts. */
export const nonceContext = createContext<string | undefined>(undefined);

type Context = Readonly<RouterContextProvider>;

export const apiOf = (context: Context) => context.get(apiContext);

/**
 * Calls the API and returns its data; an API error becomes the page's error response with the
 * same status (404 shows the not-found page, others the error page with the API's message).
 */
export async function apiData<T>(context: Context, path: string, method: HttpMethod = 'GET', body?: unknown) {
  const result = await apiOf(context).request<T>(method, path, body);
  if (!result.ok) throw data(result.error, { status: result.status });
  return result.data;
}

/** A paged list of the API: the items and the total from its `x-total-count` header. */
export async function apiPage<T>(context: Context, path: string): Promise<{ items: T[]; total: number }> {
  const result = await apiOf(context).request<T[]>('GET', path);
  if (!result.ok) throw data(result.error, { status: result.status });
  const total = Number(result.headers?.['x-total-count'] ?? result.data.length);
  return { items: result.data, total };
}

// One look-up per page request, however many loaders ask (the client is per request).
const locales = new WeakMap<ApiClient, Promise<Locale>>();

/** The visitor's currency (their choice, else a guess from the request), for loaders. */
export function localeOf(context: Context): Promise<Locale> {
  const api = apiOf(context);
  let locale = locales.get(api);
  if (!locale) {
    locale = apiData<Locale>(context, '/api/locale/');
    locales.set(api, locale);
  }
  return locale;
}
