import { data, redirect } from 'react-router';
import type { Route } from './+types/logout';
import { cookieHeaders } from '../features/accounts/session.server';
import { apiOf } from '../lib/api.server';
import { setFlash } from '../lib/flash.server';

/** Log Out (header popover, profile): ends the session on the server, then home. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await apiOf(context).request('POST', '/api/logout/');
  if (!result.ok) throw data(result.error, { status: result.status });
  const headers = cookieHeaders(result.setCookies);
  headers.append('set-cookie', await setFlash(request, 'signed-out'));
  return redirect('/', { headers });
}

/** Signing out changes state, so it is never done by simply visiting a link. */
export function loader() {
  return redirect('/');
}
