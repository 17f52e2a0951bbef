import { z } from 'zod';
import { pageOf, pageQuery } from './staff.ts';

/**
 * The audit log of staff actions (docs/operations.md, "Audit log"): who changed which price,
 * stock, order state, refund or setting, when, from what to what. Written by the server in the
 * transaction of the change; read in the back office (/admin/audit).
 */
export const auditEntityTypes = [
  'product',
  'order',
  'setting',
  'promotion',
  'voucher',
  'category',
  'pickup_station',
  'review',
  'payment',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditActions = [
  'product.create',
  'product.update',
  'product.delete',
  'product.variants',
  'stock.adjust',
  'order.review',
  'order.address',
  'order.status',
  'order.refund',
  'order.transfer_confirmed',
  'order.delivery_outcome',
  'setting.on_delivery_rules',
  'promotion.create',
  'promotion.update',
  'voucher.create',
  'voucher.update',
  'category.create',
  'category.update',
  'category.delete',
  'pickup_station.create',
  'pickup_station.update',
  'pickup_station.delete',
  'review.approve',
  'review.hide',
  'setting.search_synonyms',
  'payment.unclaimed_refund',
  'payment.unclaimed_assign',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What changed: each field's value before and after (money in minor units, as stored). */
export const auditChangesSchema = z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }));
export type AuditChanges = z.infer<typeof auditChangesSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  actor: z.object({ id: z.number().int().nullable(), email: z.string() }),
  action: z.enum(auditActions),
  entity_type: z.enum(auditEntityTypes),
  entity_id: z.string().nullable(),
  summary: z.string(),
  changes: auditChangesSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-26');
export const auditListQuerySchema = z.object({
  /** The staff member's e-mail, or part of it. */
  actor: z.string().trim().max(200).optional(),
  action: z.enum(auditActions).optional(),
  entity_type: z.enum(auditEntityTypes).optional(),
  entity_id: z.string().trim().max(64).optional(),
  /** From this day and until this day, inclusive, in the shop's time zone. */
  from: day.optional(),
  to: day.optional(),
  ...pageQuery,
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
