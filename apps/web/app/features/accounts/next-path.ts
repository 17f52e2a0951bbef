/** Pages that make no sense to return to after signing in. */
const notAfterSignIn = ['/login', '/register', '/reset-password', '/logout'];

/**
 * Where to go after signing in: only a path on this site (never `//other.site` or `https://…`,
 * which would make the sign-in page an open redirect), and never back to a sign-in page.
 */
export function safeNext(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  const base = 'http://oja.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (notAfterSignIn.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The sign-in page, coming back to `path` afterwards (home needs no `next`). */
export function loginPath(path: string): string {
  const next = safeNext(path, '/');
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}
