import type { ReservationListQuery, ReservationPage } from '@oja/shared/staff-reservations';
import { assertStaff, type Actor } from '../accounts/index.ts';
import { reservationHolders } from '../orders/index.ts';
import type { AdminContext } from './admin-context.ts';

/** Unpaid orders and what they hold (the orders feature's view of its reservations): staff only. */
export async function listReservations(
  ctx: AdminContext,
  actor: Actor,
  query: ReservationListQuery,
): Promise<ReservationPage> {
  assertStaff(actor);
  return reservationHolders(ctx.db, query);
}
