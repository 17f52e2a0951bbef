import type { ReservationListQuery, ReservationPage } from '@oja/shared/admin-reservations';
import type { Actor } from '../accounts/index.ts';
import type { AdminContext } from './admin-context.ts';
import * as repo from './reservations.repository.ts';
import { assertStaff } from './staff-access.ts';

/** Unpaid orders and what they hold: who, from which address, which products, until when. */
export async function listReservations(
  ctx: AdminContext,
  actor: Actor,
  query: ReservationListQuery,
): Promise<ReservationPage> {
  assertStaff(actor);
  const ip = query.ip || undefined;
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [totals, rows] = await Promise.all([repo.unpaidTotals(ctx.db, ip), repo.listUnpaidOrders(ctx.db, ip, page)]);
  const lines = await repo.heldLines(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      order_id: r.id,
      order_ref: r.order_ref,
      order_reviewed: r.order_reviewed === 1,
      customer: { id: r.user_id, name: `${r.first_name} ${r.last_name}`.trim(), email: r.email },
      client_ip: r.client_ip,
      created_at: Number(r.created_at),
      expires_at: r.expires_at === null ? null : Number(r.expires_at),
      units: Number(r.units),
      items: lines
        .filter((l) => l.order_id === r.id)
        .map((l) => ({ product_id: l.product_id, title: l.title, quantity: l.quantity })),
    })),
    total: totals.orders,
    units_held: totals.units,
    page: query.page,
    per_page: query.per_page,
  };
}
