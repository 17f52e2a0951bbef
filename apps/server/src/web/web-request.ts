import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify request → Web `Request` for React Router. The body is passed on unread as a stream (or as
 * `bytes` already read), and
 * the request is aborted only when the reply closes before it is finished (a client gone away);
 * aborting on the request's own `close` would break every form post.
 */
export function toWebRequest(req: FastifyRequest, reply: FastifyReply, bytes?: Buffer): Request {
  // The request target is a path: `//evil.example/cart` must not become another host's URL, which
  // React Router's origin check would then compare a cross-site Origin against (review N11).
  const url = new URL(req.url.replace(/^\/{2,}/, '/'), `${req.protocol}://${req.host}`);
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: bytes ?? (Readable.toWeb(req.raw) as ReadableStream), duplex: 'half' } : {}),
  } as RequestInit);
}

/** Web `Response` → Fastify reply, streaming the body; cookies stay separate headers. */
export function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
