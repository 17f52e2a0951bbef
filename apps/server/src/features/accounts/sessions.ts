import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as repo from './accounts.repository.ts';

export const sessionCookie = 'oja_session';
const dayMs = 24 * 60 * 60 * 1000;
export const sessionLifetimeMs = 30 * dayMs;
/** A session's expiry slides with use, but is written at most once a day, not on every request. */
const refreshAfterMs = dayMs;
/**
 * When it was last used is written at most every 5 minutes (QA E24: written only with the daily
 * extension, the devices list's "last seen" stood still through a morning's use).
 */
const seenEveryMs = 5 * 60 * 1000;

/** 256 random bits, base64url: the only copy of the token is the one the client holds. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long a session may live at most, and how many an account may hold (config.accounts). */
export interface SessionPolicy {
  maxAgeMs: number;
  perAccount: number;
}
export const defaultSessionPolicy: SessionPolicy = { maxAgeMs: sessionLifetimeMs, perAccount: 10 };

/** The expiry a session gets at `now`: 30 days on, but never past its absolute end. */
const expiryAt = (createdAt: number, now: number, maxAgeMs: number) =>
  Math.min(now + sessionLifetimeMs, createdAt + maxAgeMs);

/**
 * Opens a session. `secondFactor`: the sign-in passed a TOTP or recovery code. Past the policy's
 * cap the account's oldest live sessions end, so a stolen password cannot hoard sessions and the
 * device list stays short.
 */
export async function createSession(
  db: Kysely<DB>,
  userId: number,
  userAgent: string | undefined,
  now = Date.now(),
  options: { ip?: string; secondFactor?: boolean; policy?: SessionPolicy } = {},
) {
  const policy = options.policy ?? defaultSessionPolicy;
  const token = newToken();
  const expiresAt = expiryAt(now, now, policy.maxAgeMs);
  const { id } = await repo.insertSession(
    db,
    {
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: expiresAt,
      user_agent: userAgent?.slice(0, 255) ?? null,
      ip: options.ip?.slice(0, 64) ?? null,
      second_factor_at: options.secondFactor ? now : null,
    },
    now,
  );
  await repo.revokeSessionsBeyond(db, userId, policy.perAccount, now - policy.maxAgeMs, now);
  await repo.deleteStaleSessions(db, userId, now);
  return { token, id, expiresAt };
}

/**
 * The session's user, extending the expiry when it was last extended over a day ago. A session
 * older than `maxAgeMs` is over, however recently it was used.
 */
export async function resolveSession(db: Kysely<DB>, token: string, now = Date.now(), maxAgeMs = sessionLifetimeMs) {
  const found = await repo.findLiveSession(db, hashToken(token), now, now - maxAgeMs);
  if (!found) return null;
  const { session_id, last_seen_at, session_created_at, second_factor_at, session_expires_at, ...user } = found;
  const extended = expiryAt(session_created_at, now, maxAgeMs);
  // Extended when it was last seen a day ago or its expiry would move by a day (it is seen more often).
  const refreshed = now - last_seen_at >= refreshAfterMs || extended - session_expires_at >= refreshAfterMs;
  let expiresAt = session_expires_at;
  if (refreshed) {
    expiresAt = extended;
    await repo.extendSession(db, session_id, now, expiresAt);
  } else if (now - last_seen_at >= seenEveryMs) {
    await repo.markSessionSeen(db, session_id, now);
  }
  return { user, sessionId: session_id, refreshed, secondFactor: second_factor_at !== null, expiresAt };
}

export type TokenSource = 'cookie' | 'bearer';

/**
 * The bearer token when the Authorization header carries a well-formed one, otherwise the session
 * cookie. A value that cannot be a token counts as no header: the original client sends
 * `Bearer null` (or `undefined`, or nothing) after an in-page sign-in, beside the cookie that the
 * sign-in set. A well-formed token that is unknown is still that token (and gets no session).
 */
export function tokenOf(req: FastifyRequest): { token: string; via: TokenSource } | null {
  const match = /^Bearer\s+([\w-]{16,128})\s*$/i.exec(req.headers.authorization ?? '');
  if (match) return { token: match[1]!, via: 'bearer' };
  const cookie = req.cookies[sessionCookie];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const cookieOptions = (req: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  // Over HTTPS by the request (X-Forwarded-Proto only with TRUST_PROXY) or by an https PUBLIC_URL.
  secure: req.overHttps || req.protocol === 'https',
});

/** The cookie lives as long as the session: `expiresAt` (epoch ms), rounded up to a second. */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, expiresAt: number) {
  const maxAge = Math.max(1, Math.ceil((expiresAt - Date.now()) / 1000));
  reply.setCookie(sessionCookie, token, { ...cookieOptions(req), maxAge });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookie, cookieOptions(req));
}
