import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The status logged for a request its client gave up before the answer was complete (a double tap
 * that aborts the first request, a phone losing its signal): nginx's "client closed request". It
 * is never sent (nobody is listening) and is not a server failure, so never a 5xx in the logs.
 */
export const clientClosedRequest = 499;

/**
 * true when the connection is gone: the request's body or the answer can no longer travel. (Not
 * `req.raw.destroyed`: a request stream is destroyed as soon as its body has been read.)
 */
export function clientGone(req: FastifyRequest, reply: FastifyReply): boolean {
  return req.raw.readableAborted || req.raw.socket?.destroyed === true || reply.raw.destroyed;
}

/** Ends such a request quietly: one info line, status 499, no body. */
export function endForGoneClient(req: FastifyRequest, reply: FastifyReply, cause?: unknown) {
  const code = (cause as { code?: unknown } | undefined)?.code;
  req.log.info({ code: typeof code === 'string' ? code : undefined }, 'client went away before the answer');
  return reply.code(clientClosedRequest).send();
}
