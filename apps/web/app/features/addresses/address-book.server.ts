import type { RouterContextProvider } from 'react-router';
import type { AddressBook } from '@oja/shared/addresses';
import { apiOf } from '../../lib/api.server';

/** The signed-in customer's address book, or an empty one when it cannot be read (checkout goes on). */
export async function loadAddressBook(context: Readonly<RouterContextProvider>): Promise<AddressBook> {
  const result = await apiOf(context).request('GET', '/api/account/addresses/');
  return result.ok ? result.data : { addresses: [], cap: 0 };
}
