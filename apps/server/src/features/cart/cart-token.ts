import { createHash, randomBytes } from 'node:crypto';

/** The guest cart cookie: a random token in the browser, only its hash in the database. */
export const cartCookieName = 'oja_cart';
export const cartCookieMaxAgeSeconds = 30 * 24 * 3600;

export const newCartToken = () => randomBytes(32).toString('base64url');

export const hashCartToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Anything else in the cookie is ignored (treated as no cart), never looked up. */
export const isCartToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
