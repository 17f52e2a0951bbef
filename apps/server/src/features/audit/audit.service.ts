import type { Kysely } from 'kysely';
import {
  auditChangesSchema,
  type AuditAction,
  type AuditChanges,
  type AuditEntityType,
  type AuditEntry,
  type AuditPage,
} from '@oja/shared/audit';
import type { DB } from '../../db/schema.ts';
import * as repo from './audit.repository.ts';

/** Who acted: the staff member (their e-mail is kept as it is now). */
export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditRecord {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number | null;
  /** One line a person reads: "Price of Ofada rice (#12) changed". */
  summary: string;
  changes?: AuditChanges;
}

/**
 * Records a staff action. Pass the transaction of the change: the entry is committed with the
 * change or not at all, so the log never claims a change that did not happen or misses one that did.
 */
export async function recordAudit(trx: Kysely<DB>, actor: AuditActor, entry: AuditRecord, now = Date.now()) {
  await repo.insertEntry(trx, {
    created_at: now,
    actor_user_id: actor.id,
    actor_email: actor.email,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    summary: entry.summary.slice(0, 500),
    changes: JSON.stringify(entry.changes ?? {}),
  });
}

/**
 * Each named field whose value differs between `before` and `after` (a field `after` leaves
 * undefined did not change), as `{from, to}`.
 */
export function changesOf<T extends Record<string, unknown>>(
  before: T,
  after: Partial<Record<keyof T, unknown>>,
  fields: readonly (keyof T & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const to = after[field];
    if (to !== undefined && to !== before[field]) changes[field] = { from: before[field] ?? null, to };
  }
  return changes;
}

const toEntry = (r: DB['audit_log'] extends infer T ? T & { id: number } : never): AuditEntry => ({
  id: r.id,
  created_at: Number(r.created_at),
  actor: { id: r.actor_user_id, email: r.actor_email },
  action: r.action as AuditAction,
  entity_type: r.entity_type as AuditEntityType,
  entity_id: r.entity_id,
  summary: r.summary,
  changes: auditChangesSchema.catch({}).parse(JSON.parse(r.changes)),
});

/** The log, newest first, filtered (staff only: the route checks). */
export async function listAudit(
  db: Kysely<DB>,
  filter: repo.AuditFilter,
  page: { page: number; perPage: number },
): Promise<AuditPage> {
  const range = { limit: page.perPage, offset: (page.page - 1) * page.perPage };
  const [total, rows] = await Promise.all([repo.countEntries(db, filter), repo.listEntries(db, filter, range)]);
  return { items: rows.map((r) => toEntry(r as never)), total, page: page.page, per_page: page.perPage };
}
