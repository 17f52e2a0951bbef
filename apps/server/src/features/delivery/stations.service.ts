import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { pickupStationInputSchema, pickupStationPatchSchema } from '@oja/shared/delivery';
import type { DB } from '../../db/schema.ts';
import { invalid, notFound, refuse } from '../../errors.ts';
import { changesOf, recordAudit, type AuditActor } from '../audit/index.ts';
import * as repo from './stations.repository.ts';
import { toAdminPickupStation, toPickupStation } from './stations.views.ts';

type StationInput = z.output<typeof pickupStationInputSchema>;
type StationPatch = z.output<typeof pickupStationPatchSchema>;

/** The stations a shopper may choose (active ones), in a state if given. */
export async function activeStations(db: Kysely<DB>, state?: string) {
  return (await repo.listActiveStations(db, state || undefined)).map(toPickupStation);
}

/** What an order collected from a station needs of it; refused when it is unknown or inactive. */
export async function stationForOrder(db: Kysely<DB>, id: number) {
  const station = await repo.findStation(db, id);
  if (!station) throw refuse('invalid', 'detail.station.none');
  if (station.active !== 1) {
    throw refuse('conflict', 'detail.station.closed', { name: station.name });
  }
  return {
    id: station.id,
    name: station.name,
    address: `${station.address}, ${station.state}`,
    country: station.country,
    state: station.state,
    feeMinor: { USD: station.fee_usd_cents, NGN: station.fee_ngn_kobo },
    deliveryDays: { min: station.min_days, max: station.max_days },
  };
}
export type OrderStation = Awaited<ReturnType<typeof stationForOrder>>;

export async function listStationsForStaff(db: Kysely<DB>) {
  return (await repo.listStations(db)).map(toAdminPickupStation);
}

/** The station columns the audit log follows. */
const auditedStation = [
  'name',
  'address',
  'state',
  'opening_hours',
  'fee_usd_cents',
  'fee_ngn_kobo',
  'min_days',
  'max_days',
  'active',
] as const;

export async function addStation(db: Kysely<DB>, actor: AuditActor, input: StationInput, now = Date.now()) {
  const row = {
    name: input.name,
    address: input.address,
    state: input.state,
    opening_hours: input.opening_hours,
    fee_usd_cents: input.fee_usd,
    fee_ngn_kobo: input.fee_ngn,
    min_days: input.min_days,
    max_days: input.max_days,
    active: input.active ? (1 as const) : (0 as const),
  };
  const id = await db.transaction().execute(async (trx) => {
    const id = await repo.insertStation(trx, { ...row, created_at: now, updated_at: now });
    const none = Object.fromEntries(auditedStation.map((f) => [f, null])) as Record<keyof typeof row, unknown>;
    await recordAudit(
      trx,
      actor,
      {
        action: 'pickup_station.create',
        entityType: 'pickup_station',
        entityId: id,
        summary: `Pickup station ${row.name} (#${id}) added`,
        changes: changesOf(none, row, auditedStation),
      },
      now,
    );
    return id;
  });
  return toAdminPickupStation((await repo.findStation(db, id))!);
}

/** Changes a station; orders already placed keep the name, address and fee they were placed with. */
export async function changeStation(
  db: Kysely<DB>,
  actor: AuditActor,
  id: number,
  patch: StationPatch,
  now = Date.now(),
) {
  const current = await repo.findStation(db, id);
  if (!current) throw notFound('Pickup station');
  const min = patch.min_days ?? current.min_days;
  const max = patch.max_days ?? current.max_days;
  if (min > max) throw invalid('max_days: The earliest delivery must not be later than the latest');
  const columns = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.address !== undefined && { address: patch.address }),
    ...(patch.state !== undefined && { state: patch.state }),
    ...(patch.opening_hours !== undefined && { opening_hours: patch.opening_hours }),
    ...(patch.fee_usd !== undefined && { fee_usd_cents: patch.fee_usd }),
    ...(patch.fee_ngn !== undefined && { fee_ngn_kobo: patch.fee_ngn }),
    ...(patch.min_days !== undefined && { min_days: patch.min_days }),
    ...(patch.max_days !== undefined && { max_days: patch.max_days }),
    ...(patch.active !== undefined && { active: patch.active ? (1 as const) : (0 as const) }),
  };
  await db.transaction().execute(async (trx) => {
    await repo.updateStation(trx, id, { ...columns, updated_at: now });
    const changes = changesOf(current, columns, auditedStation);
    if (Object.keys(changes).length === 0) return;
    await recordAudit(
      trx,
      actor,
      {
        action: 'pickup_station.update',
        entityType: 'pickup_station',
        entityId: id,
        summary: `Pickup station ${columns.name ?? current.name} (#${id}) changed: ${Object.keys(changes).join(', ')}`,
        changes,
      },
      now,
    );
  });
  return toAdminPickupStation((await repo.findStation(db, id))!);
}
