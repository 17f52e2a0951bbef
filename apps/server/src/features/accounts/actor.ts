import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/app-plugin.ts';
import { AppError, refuseShared } from '../../errors.ts';
import { accountMessages, accountSays } from '@oja/shared/accounts-rules';
import { refuseCrossSite } from './csrf.ts';
import { clearSessionCookie, resolveSession, setSessionCookie, tokenOf, type TokenSource } from './sessions.ts';

/** The signed-in user acting in a request. */
export interface Actor {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: 'customer' | 'staff';
  emailVerified: boolean;
  /** The session passed a second factor (TOTP or recovery code); staff need it for the back office. */
  secondFactor: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor (set for every /api request). */
    actor: Actor | null;
    /** The session the request was authenticated with, and how its token came. */
    authSession: { id: number; via: TokenSource; secondFactor: boolean } | null;
  }
}

/**
 * Resolves the acting user for every request of the instance it is called on (the /api scope):
 * from `Authorization: Bearer <token>` or the session cookie. Cross-site state changes that do not
 * use a bearer token are refused first (see csrf.ts).
 */
export function registerActor(api: FastifyInstance, { db, config }: AppDeps) {
  const maxAgeMs = config.accounts.sessionMaxAgeMs;
  api.decorateRequest('actor', null);
  api.decorateRequest('authSession', null);
  api.addHook('onRequest', async (req, reply) => {
    const found = tokenOf(req);
    refuseCrossSite(req, config.publicUrl, found?.via === 'bearer', config.corsOrigins);
    if (!found) return;
    const session = await resolveSession(db, found.token, Date.now(), maxAgeMs);
    if (!session) {
      // A stale cookie (signed out elsewhere, expired) is removed so the browser stops sending it.
      if (found.via === 'cookie') clearSessionCookie(req, reply);
      return;
    }
    const { id, email, first_name, last_name, role, email_verified_at } = session.user;
    req.actor = {
      id,
      email,
      first_name,
      last_name,
      role,
      emailVerified: email_verified_at !== null,
      secondFactor: session.secondFactor,
    };
    req.authSession = { id: session.sessionId, via: found.via, secondFactor: session.secondFactor };
    if (session.refreshed && found.via === 'cookie') setSessionCookie(req, reply, found.token, session.expiresAt);
  });
}

/** The acting user, or a 401 for a visitor. */
export function requireUser(req: FastifyRequest): Actor {
  if (!req.actor) throw refuseShared('unauthorized', accountSays.signInRequired);
  return req.actor;
}

/** Staff whose session has not passed a second factor get 403 `second_factor_setup_required`. */
export function assertSecondFactor(actor: Actor): Actor {
  if (actor.role === 'staff' && !actor.secondFactor) {
    throw new AppError('second_factor_setup_required', accountMessages.secondFactorSetupRequired);
  }
  return actor;
}

/** The acting user, refused with 403 `email_unverified` when `required` and the address is not verified. */
export function requireVerifiedUser(req: FastifyRequest, required: boolean): Actor {
  const actor = requireUser(req);
  if (required && !actor.emailVerified) throw refuseShared('email_unverified', accountSays.emailUnverified);
  return actor;
}
