import type { Kysely } from 'kysely';
import { addressBookCap, type AddressBook, type SavedAddress } from '@oja/shared/addresses';
import { countryName, findCountry } from '@oja/shared/countries';
import type { Address } from '@oja/shared/orders';
import type { AddressRow, DB } from '../../db/schema.ts';
import { notFound, refuse } from '../../errors.ts';
import type { Actor } from '../accounts/index.ts';
import * as repo from './addresses.repository.ts';

export const toSavedAddress = (row: AddressRow): SavedAddress => ({
  id: row.id,
  street: row.street,
  city: row.city,
  state: row.state,
  lga: row.lga,
  country: row.country,
  country_name: countryName(row.country),
  postal_code: row.postal_code,
  phone: row.phone,
  is_default: row.is_default === 1,
  updated_at: Number(row.updated_at),
});

/** The stored columns of a checked (and so normalised) address: the country as its ISO code. */
const valuesOf = (a: Address): repo.AddressValues => ({
  street: a.street,
  city: a.city,
  state: a.state,
  lga: a.lga ?? '',
  country: findCountry(a.country)!.code,
  postal_code: a.postal_code,
  phone: a.phone,
});

export async function listAddressBook(db: Kysely<DB>, actor: Actor): Promise<AddressBook> {
  return { addresses: (await repo.listAddresses(db, actor.id)).map(toSavedAddress), cap: addressBookCap };
}

async function savedOne(db: Kysely<DB>, actor: Actor, id: number) {
  const row = await repo.findAddress(db, actor.id, id);
  if (!row) throw notFound('Address');
  return toSavedAddress(row);
}

/**
 * Saves an address. The same address saved again (a checkout that saves the address it was
 * prefilled with) is not added twice: it becomes the most recent. `created` tells which.
 */
export async function addAddress(
  db: Kysely<DB>,
  actor: Actor,
  address: Address,
  isDefault: boolean | undefined,
): Promise<{ address: SavedAddress; created: boolean }> {
  const values = valuesOf(address);
  const { id, created } = await db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, actor.id);
    const now = Date.now();
    const same = await repo.findSame(trx, actor.id, values);
    let id: number;
    if (same) {
      id = same.id;
      await repo.updateAddress(trx, actor.id, id, {}, now);
    } else {
      const count = await repo.countAddresses(trx, actor.id);
      if (count >= addressBookCap) throw refuse('conflict', 'detail.address-book-full', { max: addressBookCap });
      id = (await repo.insertAddress(trx, actor.id, values, now)).id;
      if (count === 0) isDefault = true;
    }
    if (isDefault) await repo.makeDefault(trx, actor.id, id);
    return { id, created: !same };
  });
  return { address: await savedOne(db, actor, id), created };
}

export async function changeAddress(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  address: Address,
  isDefault: boolean | undefined,
): Promise<SavedAddress> {
  await db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, actor.id);
    if (!(await repo.findAddress(trx, actor.id, id))) throw notFound('Address');
    await repo.updateAddress(trx, actor.id, id, valuesOf(address), Date.now());
    if (isDefault) await repo.makeDefault(trx, actor.id, id);
  });
  return savedOne(db, actor, id);
}

export async function setDefaultAddress(db: Kysely<DB>, actor: Actor, id: number): Promise<SavedAddress> {
  await db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, actor.id);
    if (!(await repo.findAddress(trx, actor.id, id))) throw notFound('Address');
    await repo.makeDefault(trx, actor.id, id);
  });
  return savedOne(db, actor, id);
}

/** Deletes an address; when it was the default, the most recent one left becomes the default. */
export async function removeAddress(db: Kysely<DB>, actor: Actor, id: number): Promise<AddressBook> {
  await db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, actor.id);
    const row = await repo.findAddress(trx, actor.id, id);
    if (!row || !(await repo.deleteAddress(trx, actor.id, id))) throw notFound('Address');
    if (row.is_default !== 1) return;
    const [next] = await repo.listAddresses(trx, actor.id);
    if (next) await repo.makeDefault(trx, actor.id, next.id);
  });
  return listAddressBook(db, actor);
}
