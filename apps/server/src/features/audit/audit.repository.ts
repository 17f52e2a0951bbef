import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface AuditFilter {
  actor?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  /** Instants (ms): from inclusive, until exclusive. */
  from?: number;
  until?: number;
}

export async function insertEntry(db: Kysely<DB>, row: Omit<DB['audit_log'], 'id'> & { created_at: number }) {
  await db.insertInto('audit_log').values(row).execute();
}

function filtered(db: Kysely<DB>, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (f.actor)
    q = q.where((eb) =>
      eb(eb.fn('lower', ['actor_email']), 'like', `%${f.actor!.toLowerCase().replace(/[%_\\]/g, '')}%`),
    );
  if (f.action) q = q.where('action', '=', f.action);
  if (f.entityType) q = q.where('entity_type', '=', f.entityType);
  if (f.entityId) q = q.where('entity_id', '=', f.entityId);
  if (f.from !== undefined) q = q.where('created_at', '>=', f.from);
  if (f.until !== undefined) q = q.where('created_at', '<', f.until);
  return q;
}

export function listEntries(db: Kysely<DB>, f: AuditFilter, page: { limit: number; offset: number }) {
  return filtered(db, f)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countEntries(db: Kysely<DB>, f: AuditFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
