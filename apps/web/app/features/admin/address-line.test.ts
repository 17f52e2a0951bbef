import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line';

describe('addressLine (QA E22)', () => {
  const ikeja = {
    street: '7 Obafemi Awolowo Way',
    city: 'Ikeja',
    lga: 'Ikeja',
    state: 'Lagos',
    country_name: 'Nigeria',
  };
  it('leaves no space before a comma when the postal code is empty, and names the LGA once', () => {
    expect(addressLine({ ...ikeja, postal_code: '' })).toBe('7 Obafemi Awolowo Way, Ikeja, Lagos, Nigeria');
    expect(addressLine({ ...ikeja, postal_code: '100001' })).toBe(
      '7 Obafemi Awolowo Way, Ikeja, Lagos 100001, Nigeria',
    );
    expect(addressLine({ ...ikeja, city: 'Allen', postal_code: '' })).toBe(
      '7 Obafemi Awolowo Way, Allen, Ikeja, Lagos, Nigeria',
    );
  });
});
