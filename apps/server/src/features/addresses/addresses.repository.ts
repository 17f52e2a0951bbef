import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Flag = 0 | 1;

type Db = Kysely<DB> | Transaction<DB>;

export interface AddressValues {
  street: string;
  city: string;
  state: string;
  lga: string;
  country: string;
  postal_code: string;
  phone: string;
}

/** The default first, then the most recently saved or used. */
export function listAddresses(db: Db, userId: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One of the user's own addresses: another user's is as good as missing. */
export function findAddress(db: Db, userId: number, id: number) {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function findSame(db: Db, userId: number, a: AddressValues) {
  let query = db.selectFrom('addresses').selectAll().where('user_id', '=', userId);
  for (const [column, value] of Object.entries(a) as [keyof AddressValues, string][]) {
    query = query.where(column, '=', value);
  }
  return query.executeTakeFirst();
}

export async function countAddresses(db: Db, userId: number) {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Serialises one user's address-book changes (the cap and the one default hold under races): a
 * write to the user's row waits for any other transaction that did the same.
 */
export async function lockUser(trx: Transaction<DB>, userId: number) {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

export function insertAddress(db: Db, userId: number, a: AddressValues, now: number) {
  return db
    .insertInto('addresses')
    .values({ user_id: userId, ...a, is_default: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateAddress(db: Db, userId: number, id: number, a: Partial<AddressValues>, now: number) {
  await db
    .updateTable('addresses')
    .set({ ...a, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function makeDefault(db: Db, userId: number, id: number) {
  await db
    .updateTable('addresses')
    .set((eb) => ({ is_default: eb.case().when('id', '=', id).then(sql.lit<Flag>(1)).else(sql.lit<Flag>(0)).end() }))
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteAddress(db: Db, userId: number, id: number) {
  const result = await db.deleteFrom('addresses').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
