import { createCookie } from 'react-router';
import { isFlashKey, type Flash, type FlashKey } from './flash';

/** Short-lived and HttpOnly: only the server reads it, on the very next page or data request. */
const cookieFor = (request: Request) =>
  createCookie('oja_flash', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 60,
    secure: new URL(request.url).protocol === 'https:',
  });

/** A Set-Cookie header value that makes the next page show the flash message. */
export function setFlash(request: Request, key: FlashKey): Promise<string> {
  return cookieFor(request).serialize({ key, id: crypto.randomUUID() });
}

/** The pending flash, if any, and the Set-Cookie header that clears it. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; setCookies: string[] }> {
  const cookie = cookieFor(request);
  const value = (await cookie.parse(request.headers.get('cookie'))) as Partial<Flash> | null;
  if (!value) return { flash: null, setCookies: [] };
  const cleared = await cookie.serialize('', { maxAge: 0 });
  const flash = isFlashKey(value.key) && typeof value.id === 'string' ? { key: value.key, id: value.id } : null;
  return { flash, setCookies: [cleared] };
}
