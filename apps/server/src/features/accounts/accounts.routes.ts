import { requestLanguage } from '../../i18n/index.ts';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { authResponseSchema, loginSchema, registerSchema } from '@oja/shared/accounts';
import * as accounts from './accounts.service.ts';
import type { AccountsContext, ApiScope, ClientInfo } from './context.ts';
import { clearSessionCookie, setSessionCookie } from './sessions.ts';

export const clientOf = (req: FastifyRequest): ClientInfo => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  language: requestLanguage(req),
});

/** Register, sign in and sign out: the session comes back as `access` and as the cookie. */
export async function authRoutes(app: ApiScope, ctx: AccountsContext) {
  app.post(
    '/register/',
    { schema: { body: registerSchema, response: { 201: authResponseSchema } } },
    async (req, reply) => {
      const { token, expiresAt, ...body } = await accounts.register(ctx, req.body, clientOf(req));
      setSessionCookie(req, reply, token, expiresAt);
      return reply.status(201).send(body);
    },
  );

  app.post('/login/', { schema: { body: loginSchema, response: { 200: authResponseSchema } } }, async (req, reply) => {
    const { token, expiresAt, ...body } = await accounts.login(ctx, req.body, clientOf(req));
    setSessionCookie(req, reply, token, expiresAt);
    return body;
  });

  app.post('/logout/', { schema: { response: { 204: z.null().describe('Signed out') } } }, async (req, reply) => {
    await accounts.logout(ctx, req.authSession?.id);
    clearSessionCookie(req, reply);
    return reply.status(204).send(null);
  });
}
