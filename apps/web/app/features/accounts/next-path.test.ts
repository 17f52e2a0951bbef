import { expect, it } from 'vitest';
import { loginPath, safeNext } from './next-path';

it('goes back to a page on this site after signing in, never to another site or a sign-in page', () => {
  expect(safeNext('/dashboard/my-orders?page=2')).toBe('/dashboard/my-orders?page=2');
  for (const value of ['/.//evil.example', '/a/..//evil.example', '/\t/evil.example', '/x\r\nLocation: //evil']) {
    expect(safeNext(value), value).toBe('/');
  }
  expect(safeNext('/login?next=/cart')).toBe('/');
  expect(safeNext('/a/../reset-password/abc')).toBe('/');
  expect(loginPath('/.//evil.example')).toBe('/login');
  expect(loginPath('/cart')).toBe('/login?next=%2Fcart');
});
