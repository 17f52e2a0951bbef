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

/** 256 random bits, base64url: the only copy of the token is the one the client holds. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Kysely<DB>, userId: number, userAgent: string | undefined, now = Date.now()) {
  const token = newToken();
  const { id } = await repo.insertSession(
    db,
    {
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: now + sessionLifetimeMs,
      user_agent: userAgent?.slice(0, 255) ?? null,
    },
    now,
  );
  await repo.deleteStaleSessions(db, userId, now);
  return { token, id };
}

/** The session's user, extending the expiry when it was last extended over a day ago. */
export async function resolveSession(db: Kysely<DB>, token: string, now = Date.now()) {
  const found = await repo.findLiveSession(db, hashToken(token), now);
  if (!found) return null;
  const { session_id, last_seen_at, session_expires_at: _expires, ...user } = found;
  const refreshed = now - last_seen_at >= refreshAfterMs;
  if (refreshed) await repo.extendSession(db, session_id, now, now + sessionLifetimeMs);
  return { user, sessionId: session_id, refreshed };
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
  // req.protocol reads X-Forwarded-Proto only when TRUST_PROXY is set.
  secure: req.protocol === 'https',
});

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(sessionCookie, token, { ...cookieOptions(req), maxAge: sessionLifetimeMs / 1000 });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookie, cookieOptions(req));
}
