import type { Address } from '@oja/shared/orders';

// The one copy of the addresses tests, journeys (e2e/) and benchmarks (bench/) ship orders to.

/** A Lagos address: a default fee rule covers it, so its orders can be paid at once. */
export const lagosAddress: Address = {
  street: '12 Broad Street',
  city: 'Lagos Island',
  state: 'Lagos',
  country: 'Nigeria',
  postal_code: '101001',
  phone: '+234 803 123 4567',
};

export const ibadanAddress: Address = {
  ...lagosAddress,
  street: '4 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  postal_code: '200001',
};

export const newYorkAddress: Address = {
  street: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  country: 'US',
  postal_code: '10118',
  phone: '+1 212 555 0100',
};

/** A destination no default fee rule covers: its orders wait for staff to set the fees. */
export const accraAddress: Address = {
  street: '5 Independence Avenue',
  city: 'Accra',
  state: 'Greater Accra',
  country: 'Ghana',
  postal_code: 'GA-100',
  phone: '+233 30 266 4000',
};
