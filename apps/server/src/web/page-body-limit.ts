import type { FastifyReply, FastifyRequest } from 'fastify';
import { productImageMaxBytes } from '@oja/shared/staff-rules';
import { apiBodyLimit } from '../http/body-limit.ts';

/**
 * Page actions read their own bodies (React Router parses the form), so Fastify's body limit does
 * not reach them: without these limits a 100 MB form post was read whole. Pages get the API's
 * limit; the pages with upload forms (the back office and the customer's dashboard, as in
 * deploy/nginx.conf) the largest file plus room for the rest of the form.
 */
export const pageBodyLimit = apiBodyLimit;
export const uploadPageBodyLimit = productImageMaxBytes + 1024 * 1024;
const uploadPages = /^\/(admin|dashboard)(\/|\.data|\?|$)/;

export const bodyLimitOf = (url: string) => (uploadPages.test(url) ? uploadPageBodyLimit : pageBodyLimit);

export const tooLargeAnswer = { detail: 'The request body is too large.', code: 'payload_too_large' } as const;

/**
 * The body of a page request when it is within the page's limit: `'stream'` when its declared
 * length is (the parser then reads exactly that many bytes, so it can be passed on unread), the
 * bytes themselves for a body without a declared length (read up to the limit), or `'too-large'`
 * as soon as it is known to be over: from the `content-length` header before anything is read, or
 * at the first chunk past the limit.
 */
export async function pageBody(req: FastifyRequest): Promise<'stream' | Buffer | 'too-large'> {
  const limit = bodyLimitOf(req.url);
  const declared = req.headers['content-length'];
  if (declared !== undefined) return Number(declared) > limit ? 'too-large' : 'stream';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return 'too-large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** 413 with the shop's error shape; the connection is closed so the rest of the body is never read. */
export function refuseTooLarge(reply: FastifyReply) {
  return reply.code(413).header('connection', 'close').send(tooLargeAnswer);
}
