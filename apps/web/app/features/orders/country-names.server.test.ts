import { describe, expect, it } from 'vitest';
import { countryChoices } from '@oja/shared/countries';
import { countryNamesFor } from './country-names.server';

const page = (query: string, headers: Record<string, string> = {}) =>
  new Request(`https://shop.oja.test/place-order${query}`, { headers });

describe('country names in the page’s language', () => {
  it('come from Node’s CLDR data for Yoruba and Hausa, Nigeria first, the rest by name', () => {
    const yo = countryNamesFor(page('?lang=yo'))!;
    expect(yo[0]).toEqual(['NG', 'Nàìjíríà']);
    expect(yo).toContainEqual(['DE', 'Jámánì']);
    expect(yo).toHaveLength(countryChoices.length);
    const rest = yo.slice(1).map(([, name]) => name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'yo')));
    // The cookie counts like ?lang=.
    expect(countryNamesFor(page('', { cookie: 'oja_lang=ha' }))![0]).toEqual(['NG', 'Nijeriya']);
  });

  it('are left to the English list for English and the pseudo-language', () => {
    expect(countryNamesFor(page('?lang=en'))).toBeNull();
    expect(countryNamesFor(page('?lang=en-XA'))).toBeNull();
    expect(countryNamesFor(page(''))).toBeNull();
  });

  it('keep the English name where the data has none (every code has a name)', () => {
    for (const language of ['pcm', 'yo', 'ha', 'ig']) {
      for (const [code, name] of countryNamesFor(page(`?lang=${language}`))!) {
        expect(name, `${language} ${code}`).not.toBe('');
        expect(name, `${language} ${code}`).not.toBe(code);
      }
    }
  });
});
