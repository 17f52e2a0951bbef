import { data, redirect, type RouterContextProvider } from 'react-router';
import { loginPath } from '../accounts/next-path';
import { cookieHeaders } from '../accounts/session.server';
import { safeRedirectPath } from '../../lib/safe-redirect';
import { apiOf } from '../../lib/api.server';
import { saveAfterSignInPath } from './saved-intents';

const invalid = (error: string) => data({ ok: false as const, error }, { status: 400 });

/**
 * One save/heart form: saves or removes the product through the API. A visitor (the API answers
 * 401) is sent to sign in, carrying the intent: after signing in, the saved list saves it. A
 * browser without JavaScript comes back to the page it was on; a fetcher gets `{ ok }`.
 */
export async function performSavedAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const intent = form.get('intent');
  const productId = Number(form.get('product_id'));
  if (intent !== 'save' && intent !== 'remove') return invalid('Unknown action.');
  if (!(Number.isInteger(productId) && productId > 0)) return invalid('Choose a product.');

  const api = apiOf(context);
  const result =
    intent === 'save'
      ? await api.request('POST', '/api/saved/', { product_id: productId })
      : await api.request('DELETE', `/api/saved/${productId}`);
  const headers = cookieHeaders(result.setCookies);
  if (!result.ok && result.status === 401) throw redirect(loginPath(saveAfterSignInPath(productId)), { headers });
  if (!result.ok) return data({ ok: false as const, error: result.error.detail }, { status: result.status, headers });
  if (form.get('js') !== '1') throw redirect(safeRedirectPath(form.get('redirectTo')), { headers });
  return data({ ok: true as const }, { headers });
}
