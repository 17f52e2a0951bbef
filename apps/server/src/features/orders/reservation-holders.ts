import type { Kysely } from 'kysely';
import type { ReservationListQuery, ReservationPage } from '@oja/shared/staff-reservations';
import type { DB } from '../../db/schema.ts';
import * as repo from './reservation-holders.repository.ts';

/** Unpaid orders and what they hold: who, from which address, which products, until when. */
export async function reservationHolders(db: Kysely<DB>, query: ReservationListQuery): Promise<ReservationPage> {
  const ip = query.ip || undefined;
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [totals, rows] = await Promise.all([repo.unpaidTotals(db, ip), repo.listUnpaidOrders(db, ip, page)]);
  const lines = await repo.heldLines(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      order_id: r.id,
      order_ref: r.order_ref,
      order_reviewed: r.order_reviewed === 1,
      state: r.state,
      on_delivery: r.payment_method === 'on_delivery',
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
