import type { Insertable, Kysely, Updateable } from 'kysely';
import { findNigerianState, stateKey as textKey } from '@oja/shared/nigeria';
import type { DB, PickupStationsTable } from '../../db/schema.ts';

export type StationRow = Awaited<ReturnType<typeof findStation>> & {};

/** "Lagos State", " lagos ", "LAGOS" name the same state, and "FCT" and "Abuja" the Federal Capital Territory. */
export const stateKey = (s: string) => findNigerianState(s)?.name.toLowerCase() ?? textKey(s);

export async function findStation(db: Kysely<DB>, id: number) {
  return db.selectFrom('pickup_stations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every station for staff: active first, then by state and name. */
export async function listStations(db: Kysely<DB>) {
  return db
    .selectFrom('pickup_stations')
    .selectAll()
    .orderBy('active', 'desc')
    .orderBy('state')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Active stations, in a state if one is given (compared as `stateKey`), by name. */
export async function listActiveStations(db: Kysely<DB>, state?: string) {
  const rows = await db
    .selectFrom('pickup_stations')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return state ? rows.filter((r) => stateKey(r.state) === stateKey(state)) : rows;
}

export async function insertStation(db: Kysely<DB>, row: Insertable<PickupStationsTable>) {
  const { id } = await db.insertInto('pickup_stations').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateStation(db: Kysely<DB>, id: number, changes: Updateable<PickupStationsTable>) {
  const result = await db.updateTable('pickup_stations').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
