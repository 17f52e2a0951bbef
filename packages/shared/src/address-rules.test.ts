import { describe, expect, it } from 'vitest';
import { addressProblems } from './address-rules.ts';
import { countries, countryName, findCountry } from './countries.ts';
import { orderStatusName, orderStatusOfState } from './order-status.ts';

describe('countries', () => {
  it('finds a country by code, name or common alias, ignoring case and spaces', () => {
    for (const text of ['NG', 'ng', 'Nigeria', ' nigeria ']) expect(findCountry(text)?.code).toBe('NG');
    for (const text of ['US', 'USA', 'United States', 'united states of america'])
      expect(findCountry(text)?.code).toBe('US');
    expect(findCountry('UK')?.code).toBe('GB');
    expect(findCountry('Narnia')).toBeUndefined();
    expect(findCountry('QQ')).toBeUndefined();
    expect(countryName('GH')).toBe('Ghana');
  });

  it('lists every country once', () => {
    expect(countries.length).toBeGreaterThan(240);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
  });
});

describe('addressProblems', () => {
  const good = {
    street: '12 Broad Street',
    city: 'Lagos Island',
    state: 'Lagos',
    country: 'NG',
    postal_code: '101001',
    phone: '+234 803 123 4567',
  };

  it('accepts a complete address', () => {
    expect(addressProblems(good)).toEqual({});
  });

  it('names each missing, too long or malformed field with a message for people', () => {
    expect(
      addressProblems({
        ...good,
        street: '  ',
        city: 'x'.repeat(101),
        country: 'Atlantis',
        postal_code: '#1',
        phone: 'abc',
      }),
    ).toEqual({
      street: 'Street address is required',
      city: 'City must be at most 100 characters',
      country: 'Choose a country from the list',
      postal_code: 'Postal code may only have letters, digits, spaces and hyphens',
      phone: 'Phone must be a phone number, e.g. +234 803 123 4567',
    });
  });
});

describe('order status', () => {
  it("derives the contract's status code from the stored state", () => {
    expect(orderStatusOfState('awaiting')).toBeNull();
    expect(orderStatusOfState('opened')).toBe(1);
    expect(orderStatusOfState('processed')).toBe(3);
    expect(orderStatusOfState('refunded')).toBe(4);
    expect(orderStatusOfState('delivered')).toBe(5);
    expect(orderStatusOfState('cancelled')).toBeNull();
    expect(orderStatusName(orderStatusOfState('delivered'))).toBe('Order delivered');
  });
});
