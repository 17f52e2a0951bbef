import type { Currency } from './money.ts';

/** Where the shopper's currency came from: their own choice, or a guess from the request. */
export const localeSources = ['cookie', 'header', 'accept-language', 'geoip', 'default'] as const;
export type LocaleSource = (typeof localeSources)[number];

/** `GET /api/locale/`: the visitor's country (ISO 3166-1 alpha-2) and the currency prices show in. */
export interface Locale {
  country: string;
  currency: Currency;
  source: LocaleSource;
}

/** The cookie that keeps a shopper's chosen currency (a preference, not a credential). */
export const currencyCookie = 'oja_currency';

/** Nigeria pays in naira; every other country in US dollars (the spec's "USA" choice). */
export function currencyOfCountry(country: string): Currency {
  return country === 'NG' ? 'NGN' : 'USD';
}

/** The country a currency choice stands for when nothing better is known. */
export function countryOfCurrency(currency: Currency): string {
  return currency === 'NGN' ? 'NG' : 'US';
}

/** The currency dropdown's entries, in the spec's order and words. */
export const currencyChoices: readonly { currency: Currency; label: string; country: string }[] = [
  { currency: 'NGN', label: 'NGN', country: 'Nigeria' },
  { currency: 'USD', label: 'USD', country: 'USA' },
];
