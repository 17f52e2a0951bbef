import { z } from 'zod';
import { paymentProviders, webhookAckSchema } from '@oja/shared/payments';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentsContext } from './context.ts';
import { receiveWebhook } from './webhooks.service.ts';

const params = z.object({ provider: z.enum(paymentProviders) });

/**
 * POST /api/webhooks/{paystack|flutterwave|test}. Registered outside the /api scope on purpose:
 * a provider's server sends no session cookie, so there is no session to resolve and no
 * cross-site check to pass (the signature is the authentication). The body stays RAW bytes: a
 * signature is over exactly what was sent, not over a re-serialised JSON.
 */
export const webhookRoutes: FastifyPluginAsync<{ ctx: PaymentsContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
  app.post('/:provider', { schema: { params, response: { 200: webhookAckSchema } } }, async (req) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    await receiveWebhook(ctx, req.log, req.params.provider, raw, req.headers);
    return { received: true as const };
  });
};
