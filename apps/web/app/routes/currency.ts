import { data, redirect } from 'react-router';
import type { Route } from './+types/currency';
import { apiOf } from '../lib/api.server';
import { guardServerAction } from '../lib/connection';
import { safeRedirectPath } from '../lib/safe-redirect';

/**
 * The currency menu's form: asks the API to keep the choice (it answers with the cookie) and
 * passes the cookie on. A plain form post (no JavaScript) is sent back to the page it came from;
 * a fetcher gets the new locale, and React Router reloads the page's data in the new currency.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await apiOf(context).request('PUT', '/api/locale/', { currency: form.get('currency') });
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append('set-cookie', cookie);
  if (!result.ok) return data({ error: result.error.detail }, { status: result.status, headers });
  const back = safeRedirectPath(form.get('redirectTo'), null);
  if (back) return redirect(back, { status: 303, headers });
  return data({ locale: result.data }, { headers });
}

/** In the browser: a switch that gets no answer becomes a toast with a Retry; prices stay as they were. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardServerAction(serverAction);
}

/** Nothing to show at this address. */
export function loader() {
  return redirect('/');
}
