import { z } from 'zod';
import { pageOf, pageQuery } from './staff.ts';
import { orderStates } from './order-status.ts';

/**
 * The back office's view of reservations: every unpaid order and the stock it holds, biggest
 * holders first (docs/decisions/0019-reservations-and-order-currency.md).
 */
export const reservationListQuerySchema = z.object({
  /** Only the orders placed from this client address. */
  ip: z.string().trim().max(64).optional(),
  ...pageQuery,
});
export type ReservationListQuery = z.output<typeof reservationListQuerySchema>;

export const heldLineSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
});

export const reservationSchema = z.object({
  order_id: z.number().int(),
  order_ref: z.string(),
  /** false: waiting for staff to set the fees (the shorter review hold applies). */
  order_reviewed: z.boolean(),
  /** `awaiting` payment, or pay on delivery: `on_delivery` (not dispatched) or `processed` (out, unpaid). */
  state: z.enum(orderStates),
  /** Paid at the door: the order holds its stock until the rider collects (decision 0040). */
  on_delivery: z.boolean(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** The client address the order was placed from; null for orders placed before it was recorded. */
  client_ip: z.string().nullable(),
  created_at: z.number().int(),
  expires_at: z.number().int().nullable(),
  units: z.number().int(),
  items: z.array(heldLineSchema),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationPageSchema = pageOf(reservationSchema).extend({
  /** Units held by all the unpaid orders listed (every page). */
  units_held: z.number().int(),
});
export type ReservationPage = z.infer<typeof reservationPageSchema>;
