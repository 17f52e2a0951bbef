import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * DATABASE_READ_URL: catalogue reads (category pages, product lists, search, the product page)
 * go to a read replica, which may lag the primary by a moment. Never for a read that follows a
 * write of the same client: a request that writes (any method but GET, HEAD, OPTIONS) reads the
 * primary, and so does every request of that client for `pinSeconds` after a write succeeded —
 * browsers by a cookie (`oja_read_primary`, which every process understands), bearer-token
 * clients by their token in this process (a client sending its token to another process right
 * after a write may read the replica there; see docs/deployment.md).
 */
export const readPinCookie = 'oja_read_primary';
/** Tokens pinned in this process, at most this many (the oldest go first). */
const maxPinnedTokens = 10_000;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** true: this request must read the primary (it writes, or its client wrote a moment ago). */
    readFromPrimary: boolean;
  }
}

const tokenKey = (req: FastifyRequest) => {
  const auth = req.headers.authorization;
  return auth ? createHash('sha256').update(auth).digest('base64url') : null;
};

export function registerReadPinning(api: FastifyInstance, { pinSeconds }: { pinSeconds: number }) {
  const pinnedTokens = new Map<string, number>();
  api.decorateRequest('readFromPrimary', false);
  api.addHook('onRequest', async (req) => {
    const token = tokenKey(req);
    const until = token ? pinnedTokens.get(token) : undefined;
    if (until !== undefined && until <= Date.now()) pinnedTokens.delete(token!);
    req.readFromPrimary =
      !safeMethods.has(req.method) || req.cookies[readPinCookie] !== undefined || (until ?? 0) > Date.now();
  });
  api.addHook('onSend', async (req, reply) => {
    if (safeMethods.has(req.method) || reply.statusCode >= 400) return;
    reply.setCookie(readPinCookie, '1', {
      path: '/',
      maxAge: pinSeconds,
      httpOnly: true,
      sameSite: 'lax',
      secure: req.overHttps || req.protocol === 'https',
    });
    const token = tokenKey(req);
    if (!token) return;
    pinnedTokens.delete(token);
    pinnedTokens.set(token, Date.now() + pinSeconds * 1000);
    if (pinnedTokens.size > maxPinnedTokens) pinnedTokens.delete(pinnedTokens.keys().next().value!);
  });
}

/** The database a catalogue read of `req` uses: the replica unless the request is pinned. */
export const catalogReader =
  (primary: Kysely<DB>, replica: Kysely<DB> | null) =>
  (req: FastifyRequest): Kysely<DB> =>
    replica && !req.readFromPrimary ? replica : primary;
