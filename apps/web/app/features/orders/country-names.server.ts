import { countryChoices } from '@oja/shared/countries';
import { languageOfRequest } from '@oja/shared/languages';
import type { CountryNames } from './country-names';

/**
 * The shipping countries named in the page's language, in the order a form lists them (Nigeria
 * first, then by name in that language), or null for English and the pseudo-language. Written on
 * the server with Node's CLDR data (Intl.DisplayNames: Yoruba, Hausa, Igbo and Pidgin have names,
 * Igbo's partly English) and sent with the page's data: Debian's Chromium has no names in those
 * languages, so the browser must not write them itself (the page would not hydrate as rendered).
 * A country the data does not name keeps its English name (decision 0034).
 */
export function countryNamesFor(request: Request): CountryNames | null {
  const { language } = languageOfRequest(request);
  if (language === 'en' || language === 'en-XA') return null;
  if (Intl.DisplayNames.supportedLocalesOf([language]).length === 0) return null;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const named = countryChoices.map((c): [string, string] => [c.code, names.of(c.code) ?? c.name]);
  const [first, ...rest] = named;
  rest.sort((a, b) => a[1].localeCompare(b[1], language));
  return [first!, ...rest];
}
