import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Claims a key for a user. The unique (user_id, key) constraint decides between concurrent
 * requests: on PostgreSQL the second insert waits for the first transaction and then does nothing.
 */
export async function claimKey(db: Kysely<DB>, userId: number, key: string, requestHash: string) {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: requestHash, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findKey(db: Kysely<DB>, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['id', 'request_hash', 'response_status', 'response_body'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export function storeResponse(db: Kysely<DB>, id: number, status: number, body: unknown) {
  return db
    .updateTable('idempotency_keys')
    .set({ response_status: status, response_body: JSON.stringify(body) })
    .where('id', '=', id)
    .execute();
}

/** Gives a claimed key back when its request failed before it had an answer, so a retry may run. */
export function releaseKey(db: Kysely<DB>, id: number) {
  return db.deleteFrom('idempotency_keys').where('id', '=', id).where('response_body', 'is', null).execute();
}
