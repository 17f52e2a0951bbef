import type { Language } from '@oja/shared/languages';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const userColumns = [
  'users.id',
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.profile_image_url',
  'users.language',
  'users.role',
  'users.email_verified_at',
  'users.totp_enabled_at',
] as const;

export function findUserByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .select([...userColumns, 'users.password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('users')
    .select([...userColumns, 'users.password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export async function insertUser(
  db: Kysely<DB>,
  user: { email: string; first_name: string; last_name: string; password_hash: string; language?: Language },
  now = Date.now(),
) {
  // ON CONFLICT DO NOTHING: a concurrent registration of the same e-mail loses cleanly, on both databases.
  return db
    .insertInto('users')
    .values({ ...user, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(userColumns)
    .executeTakeFirst();
}

export function updateUser(
  db: Kysely<DB>,
  id: number,
  changes: {
    first_name?: string;
    last_name?: string;
    profile_image_url?: string | null;
    password_hash?: string;
    email_verified_at?: number;
  },
) {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: Date.now() })
    .where('id', '=', id)
    .returning(userColumns)
    .executeTakeFirstOrThrow();
}

export async function countUsersWithPicture(db: Kysely<DB>, url: string) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_image_url', '=', url)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// Sessions

export function insertSession(
  db: Kysely<DB>,
  session: {
    token_hash: string;
    user_id: number;
    expires_at: number;
    user_agent: string | null;
    ip: string | null;
    second_factor_at: number | null;
  },
  now: number,
) {
  return db
    .insertInto('sessions')
    .values({ ...session, created_at: now, last_seen_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A live session (not ended, expired, or opened before `openedAfter`) and its user, by the hash of the token. */
export function findLiveSession(db: Kysely<DB>, tokenHash: string, now: number, openedAfter: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      ...userColumns,
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'sessions.expires_at as session_expires_at',
      'sessions.created_at as session_created_at',
      'sessions.second_factor_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.created_at', '>', openedAfter)
    .executeTakeFirst();
}

/** The user's live sessions, newest first (the device list). */
export function listLiveSessions(db: Kysely<DB>, userId: number, now: number, openedAfter: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at', 'second_factor_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('created_at', '>', openedAfter)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends the user's live sessions beyond the newest `keep` (the cap per account). */
export async function revokeSessionsBeyond(
  db: Kysely<DB>,
  userId: number,
  keep: number,
  openedAfter: number,
  now: number,
) {
  const live = await listLiveSessions(db, userId, now, openedAfter);
  const surplus = live.slice(keep).map((s) => s.id);
  if (surplus.length === 0) return;
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', 'in', surplus)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Marks the session as having passed a second factor (after 2FA was set up in it). */
export function markSecondFactor(db: Kysely<DB>, id: number, now: number) {
  return db.updateTable('sessions').set({ second_factor_at: now }).where('id', '=', id).execute();
}

/** When the session was last used (its expiry unchanged). */
export function markSessionSeen(db: Kysely<DB>, id: number, now: number) {
  return db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export function extendSession(db: Kysely<DB>, id: number, now: number, expiresAt: number) {
  return db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeSession(db: Kysely<DB>, id: number, now = Date.now()) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of the user, except `keep` when given. */
export function revokeUserSessions(
  db: Kysely<DB>,
  userId: number,
  { keep, now = Date.now() }: { keep?: number; now?: number } = {},
) {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep !== undefined) q = q.where('id', '!=', keep);
  return q.execute();
}

/** Sessions long past their expiry or revocation are of no further use; keep the table small. */
export function deleteStaleSessions(db: Kysely<DB>, userId: number, now: number) {
  const monthAgo = now - 30 * 24 * 60 * 60 * 1000;
  return db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<', monthAgo), eb('revoked_at', '<', monthAgo)]))
    .execute();
}

// Password resets

export async function replaceResetToken(
  db: Kysely<DB>,
  reset: { user_id: number; token_hash: string; expires_at: number },
  now: number,
) {
  await invalidateResetTokens(db, reset.user_id, now);
  await db
    .insertInto('password_resets')
    .values({ ...reset, created_at: now })
    .execute();
}

export function invalidateResetTokens(db: Kysely<DB>, userId: number, now: number) {
  return db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export function findUsableReset(db: Kysely<DB>, tokenHash: string, now: number) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks the token used if it still is usable; only one caller can win. */
export function consumeReset(db: Kysely<DB>, tokenHash: string, now: number) {
  return db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
}
