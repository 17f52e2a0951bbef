import { findCountry } from './countries.ts';
import type { Currency } from './money.ts';

/**
 * The currency an order is priced and charged in, decided by where it is delivered: naira for
 * Nigeria, dollars anywhere else, whatever currency the shopper chose to browse in. The two price
 * lists are set independently, so letting the display currency decide would let a shopper abroad
 * pay the naira price (docs/decisions/0019-reservations-and-order-currency.md).
 *
 * `country` is an ISO code or a name ("NG", "Nigeria"). An address without a country (the
 * original client sends only the street line) is charged in naira: the original shop charged
 * every order in naira and its payment widget still asks for NGN.
 */
export function deliveryCurrency(country: string | undefined): Currency {
  if (country === undefined || country.trim() === '') return 'NGN';
  return findCountry(country)?.code === 'NG' ? 'NGN' : 'USD';
}

const currencyNames: Record<Currency, string> = { NGN: 'naira (₦)', USD: 'US dollars ($)' };

/** "naira (₦)", "US dollars ($)": how the checkout names the currency an order is charged in. */
export const currencyName = (currency: Currency) => currencyNames[currency];
