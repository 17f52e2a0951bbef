import { safeRedirectPath } from '../../lib/safe-redirect';

/** Pages that make no sense to return to after signing in. */
const notAfterSignIn = ['/login', '/register', '/reset-password', '/logout'];

/**
 * Where to go after signing in or registering: only a path on this site (`safeRedirectPath`:
 * anything else would make the sign-in page an open redirect), and never back to a sign-in page.
 */
export function safeNext(value: unknown, fallback = '/'): string {
  const next = safeRedirectPath(value, null);
  if (next === null) return fallback;
  const pathname = next.replace(/[?#].*$/, '');
  if (notAfterSignIn.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return fallback;
  return next;
}

/** The sign-in page, coming back to `path` afterwards (home needs no `next`). */
export function loginPath(path: string): string {
  const next = safeNext(path, '/');
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}
