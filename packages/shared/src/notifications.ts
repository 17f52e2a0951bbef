import { z } from 'zod';

/** What happened to one of the customer's orders; each kind is also e-mailed. */
export const notificationKinds = [
  'order_reviewed',
  'payment_confirmed',
  'order_processed',
  'order_delivered',
  'order_refunded',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** The order's reference (`OJA-…`), when the notification is about an order. */
  order_id: z.string().nullable(),
  read: z.boolean(),
  /** ISO 8601 instant */
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markReadResultSchema = z.object({ marked: z.number().int(), unread: z.number().int() });
