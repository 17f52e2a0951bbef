import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function findTotp(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users')
    .select(['totp_secret', 'totp_enabled_at', 'totp_last_step', 'totp_setup_session_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Starts a set-up for one session: the secret waits for its first code from that session. Never
 * replaces a secret in use.
 */
export function savePendingSecret(db: Kysely<DB>, userId: number, secret: string, sessionId: number) {
  return db
    .updateTable('users')
    .set({ totp_secret: secret, totp_last_step: null, totp_setup_session_id: sessionId })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is', null)
    .execute();
}

/**
 * Turns two-step sign-in on with the pending secret of `sessionId`'s set-up; false when it was
 * already on, or the set-up now belongs to another session.
 */
export async function enableTotp(
  db: Kysely<DB>,
  userId: number,
  step: number,
  now: number,
  sessionId: number,
  secret: string,
) {
  const row = await db
    .updateTable('users')
    .set({ totp_enabled_at: now, totp_last_step: step, updated_at: now, totp_setup_session_id: null })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is', null)
    .where('totp_secret', '=', secret)
    .where('totp_setup_session_id', '=', sessionId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a code's time step: only a step later than the last one taken succeeds, so of two
 * requests with the same code (or an older one) at most one gets through, on any process.
 */
export async function takeTotpStep(db: Kysely<DB>, userId: number, step: number) {
  const row = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function replaceRecoveryCodes(db: Kysely<DB>, userId: number, hashes: string[], now: number) {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })))
    .execute();
}

/** Uses up a recovery code; only one caller can win it. */
export async function useRecoveryCode(db: Kysely<DB>, userId: number, hash: string, now: number) {
  const row = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countUnusedRecoveryCodes(db: Kysely<DB>, userId: number) {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
