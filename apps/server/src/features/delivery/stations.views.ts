import type { AdminPickupStation, PickupStation } from '@oja/shared/delivery';
import { toMajorUnits } from '@oja/shared/money';
import type { StationRow } from './stations.repository.ts';

export const toPickupStation = (s: StationRow): PickupStation => ({
  id: s.id,
  name: s.name,
  address: s.address,
  state: s.state,
  opening_hours: s.opening_hours,
  fee: { USD: toMajorUnits(s.fee_usd_cents), NGN: toMajorUnits(s.fee_ngn_kobo) },
  delivery_days: { min: s.min_days, max: s.max_days },
});

export const toAdminPickupStation = (s: StationRow): AdminPickupStation => ({
  id: s.id,
  name: s.name,
  address: s.address,
  state: s.state,
  opening_hours: s.opening_hours,
  fee_usd_cents: s.fee_usd_cents,
  fee_ngn_kobo: s.fee_ngn_kobo,
  min_days: s.min_days,
  max_days: s.max_days,
  active: s.active === 1,
  created_at: Number(s.created_at),
  updated_at: Number(s.updated_at),
});
