import { countryOfCurrency, currencyOfCountry, type Locale, type LocaleSource } from '@oja/shared/locale';
import { isCurrency } from '@oja/shared/money';
import type { GeoIp } from './geoip.ts';

export interface LocaleRequest {
  /** Lower-case header names, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
  ip: string;
  cookie: string | undefined;
}

export interface LocaleOptions {
  countryHeader: string;
  trustCountryHeader: boolean;
  geoIp: GeoIp | null;
}

const alpha2 = /^[A-Z]{2}$/;
/** Codes proxies use for "unknown" (Cloudflare: XX, Tor: T1) and reserved ones. */
const notCountries = new Set(['XX', 'T1', 'ZZ', 'EU', 'AP']);

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim();

function countryFromHeader(value: string | undefined): string | null {
  const code = value?.toUpperCase();
  return code && alpha2.test(code) && !notCountries.has(code) ? code : null;
}

/**
 * The region of the most preferred language that names one: "yo-NG,en;q=0.8" → NG. Script
 * subtags are skipped ("zh-Hant-TW" → TW); numeric regions ("es-419") name no country.
 */
export function countryFromAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag && r.tag !== '*' && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const region = tag
      .split('-')
      .slice(1)
      .find((sub) => /^[a-z]{2}$/i.test(sub));
    const country = countryFromHeader(region);
    if (country) return country;
  }
  return null;
}

/** The visitor's country without their choice: proxy header, then language, then GeoIP. */
export function guessCountry(req: LocaleRequest, options: LocaleOptions): { country: string; source: LocaleSource } {
  if (options.trustCountryHeader) {
    const country = countryFromHeader(headerText(req.headers[options.countryHeader]));
    if (country) return { country, source: 'header' };
  }
  const fromLanguage = countryFromAcceptLanguage(headerText(req.headers['accept-language']));
  if (fromLanguage) return { country: fromLanguage, source: 'accept-language' };
  const fromIp = options.geoIp?.country(req.ip);
  if (fromIp && !notCountries.has(fromIp)) return { country: fromIp, source: 'geoip' };
  return { country: 'US', source: 'default' };
}

/**
 * The shopper's locale: a currency they chose (cookie) wins; otherwise the guessed country's. The
 * country shown with a chosen currency is the guessed one when it fits the currency.
 */
export function resolveLocale(req: LocaleRequest, options: LocaleOptions): Locale {
  const guess = guessCountry(req, options);
  if (isCurrency(req.cookie)) return withCurrency(req.cookie, guess.country);
  return { country: guess.country, currency: currencyOfCountry(guess.country), source: guess.source };
}

/** The locale after a choice of currency (or of a country, which implies its currency). */
export function withCurrency(currency: Locale['currency'], guessedCountry: string): Locale {
  const country = currencyOfCountry(guessedCountry) === currency ? guessedCountry : countryOfCurrency(currency);
  return { country, currency, source: 'cookie' };
}
