import { describe, expect, it } from 'vitest';
import { addressProblems, normalisedAddress, type AddressProblems } from './address-rules.ts';
import { countries, countryChoices, countryName, findCountry } from './countries.ts';
import { addressSchema } from './orders.ts';
import { orderStatusName, orderStatusOfState } from './order-status.ts';

/** The problems' English texts (the API's words; the page says their ids, decision 0084). */
const texts = (problems: AddressProblems) =>
  Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, typeof p === 'string' ? p : p?.text]));

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

  it('offers Nigeria first, then every country by name', () => {
    expect(countryChoices[0]?.code).toBe('NG');
    expect(countryChoices).toHaveLength(countries.length);
    const names = countryChoices.slice(1).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const at = (code: string) => countryChoices.findIndex((c) => c.code === code);
    expect(at('GB')).toBeGreaterThan(at('GD'));
    expect(at('GB')).toBeLessThan(at('US'));
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
    lga: 'Lagos Island',
    country: 'NG',
    postal_code: '101001',
    phone: '+234 803 123 4567',
  };

  it('accepts a complete address', () => {
    expect(texts(addressProblems(good))).toEqual({});
  });

  it('names each missing, too long or malformed field with a message for people', () => {
    const problems = addressProblems({
      ...good,
      street: '  ',
      city: 'x'.repeat(101),
      country: 'Atlantis',
      postal_code: '#1',
      phone: 'abc',
    });
    // By key (decision 0084): the field by its key and the limit, for the page's language.
    expect(problems.city).toMatchObject({ id: 'checkout.says.too-long', values: { field: 'city', max: 100 } });
    expect(texts(problems)).toEqual({
      street: 'Street address is required',
      city: 'City must be at most 100 characters',
      country: 'Choose a country from the list',
      postal_code: 'Postal code may only have letters, digits, spaces and hyphens',
      phone: 'Phone must be a phone number, e.g. +234 803 123 4567',
    });
  });
});

describe('Nigerian addresses', () => {
  const lagos = {
    street: '12 Broad Street',
    city: 'Lagos Island',
    state: 'Lagos',
    lga: 'Lagos Island',
    country: 'NG',
    postal_code: '',
    phone: '0803 123 4567',
  };

  it('needs a listed state and one of its LGAs, not a postal code, and takes a local phone', () => {
    expect(texts(addressProblems(lagos))).toEqual({});
    expect(texts(addressProblems({ ...lagos, state: 'Ikeja', lga: '', phone: '0803 12' }))).toEqual({
      state: 'Choose a state from the list',
      lga: 'Local government area is required',
      phone: 'Phone must be a Nigerian number, e.g. 0803 123 4567, or start with another country code',
    });
    expect(texts(addressProblems({ ...lagos, lga: 'Kano Municipal' }))).toEqual({
      lga: 'Choose a local government area of the state from the list',
    });
    expect(texts(addressProblems({ ...lagos, phone: '+44 20 7946 0958' }))).toEqual({});
  });

  it('keeps other countries as they were: free-text state, postal code required, no LGA', () => {
    const us = {
      street: '1 Main St',
      city: 'Austin',
      state: 'Texas',
      country: 'US',
      postal_code: '',
      phone: '+1 512 555 0100',
    };
    expect(texts(addressProblems(us))).toEqual({ postal_code: 'Postal code is required' });
    expect(texts(addressProblems({ ...us, postal_code: '73301', state: 'Anywhere' }))).toEqual({});
  });

  it('stores the state and LGA as listed and the phone as +234…', () => {
    expect(normalisedAddress({ ...lagos, state: 'lagos state', lga: 'lagos island' })).toEqual({
      ...lagos,
      lga: 'Lagos Island',
      phone: '+2348031234567',
    });
    expect(normalisedAddress({ ...lagos, state: 'Abuja', lga: 'bwari' }).state).toBe('Federal Capital Territory');
    expect(addressSchema.parse({ ...lagos, phone: '234 803 123 4567', postal_code: undefined })).toMatchObject({
      phone: '+2348031234567',
      postal_code: '',
    });
  });

  it('refuses a Nigerian address with the message at the field', () => {
    const result = addressSchema.safeParse({ ...lagos, state: 'Atlantis' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['state', 'Choose a state from the list'],
    ]);
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
