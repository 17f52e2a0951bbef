import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a browser says came from another site: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` that is neither the shop's public address nor the address the
 * request was sent to. Requests with a bearer token are exempt (a browser never adds one on its
 * own). Requests without credentials are checked too, so another site cannot sign a visitor into
 * an account of its choosing either. Origins listed in CORS_ORIGINS are the shop's own front ends.
 */
export function refuseCrossSite(
  req: FastifyRequest,
  publicUrl: string,
  bearer: boolean,
  trustedOrigins: readonly string[] = [],
) {
  if (bearer || safeMethods.has(req.method)) return;
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  // Front ends the operator listed in CORS_ORIGINS (the original client on a static host).
  if (origin !== undefined && trustedOrigins.includes(origin)) return;
  const fromElsewhere =
    site === 'cross-site' ||
    (origin !== undefined && origin !== new URL(publicUrl).origin && origin !== `${req.protocol}://${req.host}`);
  if (fromElsewhere) {
    throw new AppError('forbidden', 'This request came from another site and was refused.');
  }
}
