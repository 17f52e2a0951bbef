import { data, redirect } from 'react-router';
import type { Route } from './+types/data-saver';
import { dataSaverCookie } from '../lib/data-saver';
import { safeRedirectPath } from '../lib/safe-redirect';

/**
 * The menu's data saver switch: keeps the choice in a cookie for a year (it overrides the
 * browser's Save-Data either way). A plain form post goes back to the page it came from; a fetcher
 * gets the choice, and React Router reloads the page's data.
 */
export async function action({ request }: Route.ActionArgs) {
  // A resource route: React Router's own origin check does not cover it, and it calls no API
  // that would (review N11). Another site's form may not switch a visitor's data saver.
  if (fromAnotherSite(request)) {
    return data({ detail: 'This request came from another site and was refused.', code: 'forbidden' }, { status: 403 });
  }
  const form = await request.formData();
  const on = form.get('data_saver') === 'on';
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const headers = {
    'set-cookie': `${dataSaverCookie}=${on ? 'on' : 'off'}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`,
  };
  const back = safeRedirectPath(form.get('redirectTo'), null);
  if (back && form.get('js') !== '1') return redirect(back, { status: 303, headers });
  return data({ dataSaver: on }, { headers });
}

/** Nothing to show at this address. */
export function loader() {
  return redirect('/');
}

/** `Sec-Fetch-Site: cross-site`, or an `Origin` other than the address the request was sent to. */
export function fromAnotherSite(request: Request) {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  // Compared as origins (`http://shop:80` is `http://shop`); an Origin that is no URL is foreign.
  return !URL.canParse(origin) || new URL(origin).origin !== new URL(request.url).origin;
}
