const base = 'http://oja.invalid';

/** C0 control characters and DEL. Browsers drop TAB, CR and LF inside URLs ("/\t/evil" is "//evil"). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/;

/**
 * The one check for every address a form sends the browser to afterwards: sign-in's and
 * registration's `next`, and the cart, saved-items and currency forms' `redirectTo`. Only a path
 * on this site: the value is normalised first (as the browser will: "/.//evil.example" and
 * "/a/..//evil.example" both become "//evil.example", another site), and the result must begin
 * with exactly one "/". Control characters and backslashes are refused outright (a TAB gave
 * "//host" in browsers; CR/LF could not even be put in a Location header). Anything else is
 * `fallback`.
 */
export function safeRedirectPath<F extends string | null = string>(value: unknown, fallback: F = '/' as F): string | F {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  if (controlCharacters.test(value) || value.includes('\\')) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
