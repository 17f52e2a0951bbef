import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A new link for the address; earlier unused links of the account stop working. */
export async function replaceVerification(
  db: Kysely<DB>,
  v: { user_id: number; email: string; token_hash: string; expires_at: number },
  now: number,
) {
  await db
    .updateTable('email_verifications')
    .set({ used_at: now })
    .where('user_id', '=', v.user_id)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('email_verifications')
    .values({ ...v, created_at: now })
    .execute();
}

/** Uses up a live link; only one caller can win it. */
export function consumeVerification(db: Kysely<DB>, tokenHash: string, now: number) {
  return db
    .updateTable('email_verifications')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
}

/** Marks the address verified, if it is still the account's address. */
export function markEmailVerified(db: Kysely<DB>, userId: number, email: string, now: number) {
  return db
    .updateTable('users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('email', '=', email)
    .where('email_verified_at', 'is', null)
    .execute();
}
