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

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * true: the browser reached the shop over HTTPS. Either the request itself says so (a direct
     * TLS connection, or `X-Forwarded-Proto` when TRUST_PROXY is set), or the shop's PUBLIC_URL is
     * https: then a TLS-terminating proxy sits in front even when TRUST_PROXY was forgotten, and
     * the session cookie must still be `Secure` and HSTS still sent (security review #16).
     */
    overHttps: boolean;
  }
}

/** The security review's start-up warning (#16): an https PUBLIC_URL without TRUST_PROXY. */
export function proxyWarning(config: { publicUrl: string; trustProxy: boolean }): string | null {
  if (config.trustProxy || !config.publicUrl.startsWith('https:')) return null;
  return (
    `PUBLIC_URL is ${config.publicUrl} but TRUST_PROXY is not set: behind a TLS-terminating proxy the ` +
    "client addresses (rate limits, audit log) are the proxy's own. Set TRUST_PROXY=true when a proxy " +
    'you control sets X-Forwarded-For and X-Forwarded-Proto. Cookies are Secure and HSTS is sent anyway.'
  );
}

/**
 * The built scripts and styles (`/assets/*.js`, `*.css`): never shown as a document, so the headers
 * that only documents read (CSP, framing, opener, referrer, the old browsers' switches) do nothing
 * on them, and a first visit fetches about fifty (the page's and the service worker's). They get
 * what does apply to them, about 350 bytes less each (decision 0076).
 */
export const isBuiltScriptOrStyle = (url: string) => /^\/assets\/[\w.-]+\.(?:js|css)(?:\?|$)/.test(url);
const scriptAndStyleHeaders = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Security headers on every response. API answers and files get a CSP that allows nothing to run;
 * pages replace it with `pageCsp` (scripts only with the page's own nonce); built scripts and
 * styles get only the headers that apply to them. HSTS only over HTTPS (`req.overHttps`), where
 * browsers honour it.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }) {
  const headers = helmetHeaders(helmetOptions);
  const publicHttps = options.publicUrl.startsWith('https:');
  app.decorateRequest('overHttps', false);
  app.addHook('onRequest', (req, reply, done) => {
    req.overHttps = publicHttps || req.protocol === 'https';
    reply.headers(isBuiltScriptOrStyle(req.url) ? scriptAndStyleHeaders : headers);
    done();
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.overHttps) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
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
