import { describe, expect, it } from 'vitest';
import { currencyName, deliveryCurrency } from './delivery-currency.ts';

describe('deliveryCurrency', () => {
  it('charges deliveries in Nigeria in naira, by code, name or alias', () => {
    for (const country of ['NG', 'ng', 'Nigeria', ' nigeria ', 'Naija']) expect(deliveryCurrency(country)).toBe('NGN');
  });

  it('charges every other destination in dollars', () => {
    for (const country of ['US', 'GB', 'Ghana', 'Benin', 'NE']) expect(deliveryCurrency(country)).toBe('USD');
  });

  it("charges an address without a country (the original client's street line) in naira", () => {
    expect(deliveryCurrency(undefined)).toBe('NGN');
    expect(deliveryCurrency('  ')).toBe('NGN');
  });

  it('names the currency for the checkout', () => {
    expect(currencyName('NGN')).toBe('naira (₦)');
    expect(currencyName('USD')).toBe('US dollars ($)');
  });
});
