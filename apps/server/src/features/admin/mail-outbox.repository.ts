import type { Kysely } from 'kysely';
import type { DB, OutboxTable } from '../../db/schema.ts';

type Status = OutboxTable['status'];

/** Message bodies are left out on purpose: they may hold secrets (password-reset links). */
const columns = [
  'id',
  'to_address',
  'label',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
  'next_attempt_at',
] as const;

export function listMessages(db: Kysely<DB>, status: Status | undefined, page: { limit: number; offset: number }) {
  let q = db.selectFrom('outbox').select(columns);
  if (status) q = q.where('status', '=', status);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}
export type OutboxRow = Awaited<ReturnType<typeof listMessages>>[number];

export async function countMessages(db: Kysely<DB>, status: Status | undefined): Promise<number> {
  let q = db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) q = q.where('status', '=', status);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export function findMessage(db: Kysely<DB>, id: number) {
  return db.selectFrom('outbox').select(columns).where('id', '=', id).executeTakeFirst();
}

/**
 * Puts a failed message back in the queue with a fresh set of attempts. Conditional on it still
 * being failed, so two staff pressing Retry at once queue it once.
 */
export async function requeueFailed(db: Kysely<DB>, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
