import { data, type MiddlewareFunction } from 'react-router';
import { cookieHeaders, fetchSignedInUser } from '../accounts/session.server';

/**
 * The moderation page answers "not found" to anyone who is not staff (the page does not reveal
 * that it exists). The API behind it checks the role again.
 */
export const staffOnlyReviews: MiddlewareFunction<Response> = async ({ context }, next) => {
  const { user, setCookies } = await fetchSignedInUser(context);
  if (user?.role !== 'staff') {
    throw data({ detail: 'Not found', code: 'not_found' }, { status: 404, headers: cookieHeaders(setCookies) });
  }
  const response = await next();
  for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
  return response;
};
