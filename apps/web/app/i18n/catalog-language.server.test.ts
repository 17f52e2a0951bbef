import { expect, it } from 'vitest';
import { catalogLanguageOf } from './catalog-language.server';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

it('asks the catalogue in the page’s language, and the pseudo-language in English', () => {
  expect(catalogLanguageOf(request('https://shop.test/products/ofada?lang=yo'))).toBe('yo');
  expect(catalogLanguageOf(request('https://shop.test/', { 'accept-language': 'ha-NG,ha;q=0.9' }))).toBe('ha');
  expect(catalogLanguageOf(request('https://shop.test/?lang=en-XA'))).toBe('en');
  expect(catalogLanguageOf(request('https://shop.test/'))).toBe('en');
});
