import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageOfRequest, pickLanguage, storedLanguage } from './languages.ts';

describe('the page language', () => {
  it('is guessed from Accept-Language by quality, regional variants counting for their language', () => {
    expect(languageFromAcceptLanguage('yo-NG,yo;q=0.9,en;q=0.8')).toBe('yo');
    expect(languageFromAcceptLanguage('fr-FR,ha;q=0.7,en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, ig;q=0.5')).toBe('ig');
    expect(languageFromAcceptLanguage('pcm')).toBe('pcm');
    expect(languageFromAcceptLanguage('en-GB')).toBe('en');
    expect(languageFromAcceptLanguage('yo;q=0, de')).toBeNull();
    expect(languageFromAcceptLanguage('fr, de')).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });

  it('is the address parameter first, then the cookie, then Accept-Language, then English', () => {
    const acceptLanguage = 'ha-NG';
    const cookieHeader = 'oja_cart=x; oja_lang=ig';
    expect(pickLanguage({ param: 'yo', cookieHeader, acceptLanguage })).toEqual({ language: 'yo', source: 'param' });
    expect(pickLanguage({ param: 'xx', cookieHeader, acceptLanguage })).toEqual({ language: 'ig', source: 'cookie' });
    expect(pickLanguage({ cookieHeader: 'oja_lang=fr', acceptLanguage })).toEqual({
      language: 'ha',
      source: 'accept-language',
    });
    expect(pickLanguage({})).toEqual({ language: 'en', source: 'default' });
  });

  it('reads a request; the pseudo-language only from the address or the cookie, and stored as English', () => {
    const request = (url: string, headers: Record<string, string>) => ({
      url,
      headers: { get: (name: string) => headers[name] ?? null },
    });
    expect(languageOfRequest(request('http://x/cart?lang=pcm&a=1', {})).language).toBe('pcm');
    expect(languageOfRequest(request('http://x/?lang=en-XA', {})).language).toBe('en-XA');
    expect(languageOfRequest(request('http://x/', { 'accept-language': 'en-XA' })).language).toBe('en');
    expect(languageOfRequest(request('http://x/', { cookie: 'oja_lang=yo' })).language).toBe('yo');
    expect(storedLanguage('en-XA')).toBe('en');
    expect(storedLanguage('ha')).toBe('ha');
  });
});
