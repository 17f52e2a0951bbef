import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets with these options, worked out once. With these options they are the
 * same for every request; @fastify/helmet built a new helmet, and parsed the policy again, on every
 * request (about 6 % of the time a cached catalogue answer takes; decision 0015).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every response. API answers and files get a CSP that allows nothing to run;
 * pages replace it with `pageCsp` (scripts only with the page's own nonce). HSTS only over HTTPS,
 * where browsers honour it.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders(helmetOptions);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
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
 * provider's page. `imageOrigins`: other origins images are shown from (MEDIA_PUBLIC_URL's).
 */
export function setPageCsp(
  reply: FastifyReply,
  nonce: string,
  formTargets: string[] = [],
  imageOrigins: string[] = [],
) {
  reply.header(
    'content-security-policy',
    [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      "style-src 'self' 'unsafe-inline'",
      ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
      "font-src 'self'",
      "connect-src 'self'",
      // The shop's service worker and its web app manifest (both on the shop's own origin).
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      ["form-action 'self'", ...formTargets].join(' '),
      "frame-ancestors 'none'",
    ].join('; '),
  );
}
