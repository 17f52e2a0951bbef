import { z } from 'zod';

/**
 * The alerts a staff member can ask for (issue 35, decision 0075), in the order the back office
 * lists them: four sent by events as they happen, and the morning summary of yesterday's figures,
 * sent once a day (server: features/reports/morning-summary.ts).
 */
export const alertKinds = ['order_paid', 'transfer_waiting', 'refund_failed', 'low_stock', 'morning_summary'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** A staff member's choice of alerts: the body of `PUT /api/admin/alerts/` and both routes' answer. */
export const alertChoiceSchema = z.object({ alerts: z.array(z.enum(alertKinds)).max(alertKinds.length * 2) });
export type AlertChoice = z.infer<typeof alertChoiceSchema>;
