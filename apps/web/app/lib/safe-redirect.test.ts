import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a path on this site, normalised, with its query and fragment', () => {
    expect(safeRedirectPath('/cart')).toBe('/cart');
    expect(safeRedirectPath('/search?q=garri&page=2#results')).toBe('/search?q=garri&page=2#results');
    expect(safeRedirectPath('/a/./b/../c')).toBe('/a/c');
    expect(safeRedirectPath('/products/%2F%2Fevil.example')).toBe('/products/%2F%2Fevil.example');
  });

  it('refuses paths that normalise to another site', () => {
    for (const value of ['/.//evil.example', '/a/..//evil.example', '/./..//evil.example/x', '/%2e//evil.example']) {
      expect(safeRedirectPath(value), value).toBe('/');
    }
  });

  it('refuses other sites, schemes and anything not starting with one slash', () => {
    for (const value of [
      '//evil.example',
      '///evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '',
      ' /cart',
      '/\\evil.example',
      '\\\\evil.example',
    ]) {
      expect(safeRedirectPath(value), value).toBe('/');
    }
  });

  it('refuses control characters: TAB, CR, LF, NUL, DEL', () => {
    for (const c of ['\t', '\r', '\n', '\u0000', '\u007f']) {
      expect(safeRedirectPath(`/${c}/evil.example`)).toBe('/');
      expect(safeRedirectPath(`/cart${c}Set-Cookie: a=b`)).toBe('/');
    }
  });

  it('answers the fallback given, also for values that are not text', () => {
    expect(safeRedirectPath('//evil.example', null)).toBeNull();
    expect(safeRedirectPath(undefined, '/dashboard')).toBe('/dashboard');
    expect(safeRedirectPath(42)).toBe('/');
  });
});
