import { createContext, data, type RouterContextProvider } from 'react-router';
import type { ApiClient, HttpMethod } from '@oja/shared/api-client';

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
