import type { Address, PlaceOrderBody } from '@oja/shared/orders';

/**
 * The address an order is placed with. The original client sends only the street line (a
 * string): the other fields stay empty, no fee rule covers the order, and staff complete the
 * address in the back office when they set the fees.
 */
export function placedAddress(address: PlaceOrderBody['address']): Address {
  if (typeof address !== 'string') return address;
  return { street: address, city: '', state: '', lga: '', country: '', postal_code: '', phone: '' };
}

/** A stored order placed with a street line alone has no country until staff complete the address. */
export const hasCompleteAddress = (order: { address_country: string }) => order.address_country !== '';
