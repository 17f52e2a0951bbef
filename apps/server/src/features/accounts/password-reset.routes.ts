import { detailSchema, resetCheckSchema, resetConfirmSchema, resetRequestSchema } from '@oja/shared/accounts';
import { accountMessages as m } from '@oja/shared/accounts-rules';
import { clientOf } from './accounts.routes.ts';
import type { AccountsContext, ApiScope } from './context.ts';
import * as reset from './password-reset.service.ts';
import { clearSessionCookie } from './sessions.ts';

/** Forgotten passwords: request a link by e-mail, check it, and set a new password with it. */
export async function passwordResetRoutes(app: ApiScope, ctx: AccountsContext) {
  const answers = { response: { 200: detailSchema } };

  app.post('/password-reset/', { schema: { body: resetRequestSchema, ...answers } }, async (req) => {
    await reset.requestReset(ctx, req.body.email, clientOf(req));
    return { detail: m.resetRequested };
  });

  // GET, so the page behind an e-mailed link can check it even when opened from a webmail site.
  app.get('/password-reset/check/', { schema: { querystring: resetCheckSchema, ...answers } }, async (req) => {
    await reset.checkReset(ctx, req.query.token);
    return { detail: 'This link can be used to set a new password.' };
  });

  app.post('/password-reset/confirm/', { schema: { body: resetConfirmSchema, ...answers } }, async (req, reply) => {
    await reset.confirmReset(ctx, req.body);
    // Every session of the account has just ended, this browser's included.
    clearSessionCookie(req, reply);
    return { detail: m.resetDone };
  });
}
