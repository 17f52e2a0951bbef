import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { newNonce } from '../../http/security-headers.ts';
import { assertTestPaymentsAllowed, returnUrl, testPaymentPage, type TestProvider } from '../../payments/index.ts';
import { refuseCrossSite } from '../accounts/index.ts';
import { requestLanguage } from '../../i18n/index.ts';

const params = z.object({ reference: z.string().min(1).max(100) });
const choice = z.object({ outcome: z.enum(['success', 'failed', 'abandoned']) });

/**
 * The test provider's own pages, outside the shop's pages and API as a real provider's are:
 * GET shows the transaction, POST records the tester's choice and sends the customer back.
 */
export const testProviderRoutes: FastifyPluginAsync<{ provider: TestProvider; config: Config }> = async (
  instance,
  { provider, config },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const publicOrigin = new URL(config.publicUrl).origin;

  app.get('/payments/test/:reference', { schema: { params, hide: true } }, async (req, reply) => {
    assertTestPaymentsAllowed(config);
    const tx = await provider.find(req.params.reference);
    if (!tx) throw notFound('Test payment');
    const nonce = newNonce();
    return reply
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${publicOrigin}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(testPaymentPage(tx, nonce, requestLanguage(req)));
  });

  app.post('/payments/test/:reference', { schema: { params, body: choice, hide: true } }, async (req, reply) => {
    assertTestPaymentsAllowed(config);
    refuseCrossSite(req, config.publicUrl, false);
    const chosen = await provider.choose(req.params.reference, req.body.outcome);
    if (!chosen) throw notFound('Test payment');
    return reply.redirect(returnUrl(chosen.callbackUrl, req.params.reference), 303);
  });
};
