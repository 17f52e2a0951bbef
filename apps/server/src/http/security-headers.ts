import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Security headers on every response. API answers and files get a CSP that allows nothing to run;
 * pages replace it with `pageCsp` (scripts only with the page's own nonce). HSTS only over HTTPS,
 * where browsers honour it.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The page policy: scripts only with this response's nonce (React Router's inline scripts carry it)
 * or loaded by them; styles may be inline (React style attributes, the toast library's style tag).
 * `formTargets`: other origins a form post may end up on — browsers apply form-action to the
 * redirects after a post too, and the checkout form is answered with a redirect to the payment
 * provider's page.
 */
export function setPageCsp(reply: FastifyReply, nonce: string, formTargets: string[] = []) {
  reply.header(
    'content-security-policy',
    [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      ["form-action 'self'", ...formTargets].join(' '),
      "frame-ancestors 'none'",
    ].join('; '),
  );
}
