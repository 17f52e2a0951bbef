import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath (review N16)', () => {
  it('keeps the path and the parameters the shop reads', () => {
    expect(returnPath({ pathname: '/search', search: '?results=rice&sort=price&page=2' })).toBe(
      '/search?results=rice&sort=price&page=2',
    );
    expect(returnPath({ pathname: '/product/ofada', search: '?variant=7' })).toBe('/product/ofada?variant=7');
  });

  it('drops other parameters and never echoes a huge query string', () => {
    const junk = `?x=${'a'.repeat(12_000)}&utm_source=ad`;
    expect(returnPath({ pathname: '/', search: junk })).toBe('/');
    expect(returnPath({ pathname: '/search', search: `?results=${'b'.repeat(5_000)}` })).toBe('/search');
    expect(returnPath({ pathname: `/${'c'.repeat(400)}`, search: '' }).length).toBeLessThanOrEqual(300);
  });
});
