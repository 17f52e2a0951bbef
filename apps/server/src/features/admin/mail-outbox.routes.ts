import { idParamSchema, mailListQuerySchema, outboxMessageSchema, outboxPageSchema } from '@oja/shared/staff';
import type { AdminContext, ApiScope } from './admin-context.ts';
import * as outbox from './mail-outbox.service.ts';
import { staffOf } from '../accounts/index.ts';

const staff = { tags: ['staff'] };

/** The mail outbox: delivery states, attempts, errors; retry of failed messages. */
export async function mailOutboxRoutes(app: ApiScope, ctx: AdminContext) {
  app.get(
    '/mail/',
    { schema: { ...staff, querystring: mailListQuerySchema, response: { 200: outboxPageSchema } } },
    async (req) => outbox.listOutbox(ctx, staffOf(req), req.query),
  );

  app.post(
    '/mail/:id/retry',
    { schema: { ...staff, params: idParamSchema, response: { 200: outboxMessageSchema } } },
    async (req) => outbox.retryMessage(ctx, staffOf(req), req.params.id),
  );
}
