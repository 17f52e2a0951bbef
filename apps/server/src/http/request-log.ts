import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Secrets that travel in URLs: the password-reset and e-mail verification links' tokens (the pages
 * `/reset-password/<token>` and `/verify-email/<token>`, review N6)
 * and the API's `?token=` check). They are replaced before a URL reaches the log, where anyone
 * reading the logs could otherwise take over the account.
 */
const secretInPath = /^(\/(?:reset-password|verify-email)\/)[^/?#]+/;
const secretParams = new Set(['token']);

/** `url` as it may be logged: the reset token and any `token` query parameter replaced. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(secretInPath, '$1[redacted]');
  if (q === -1) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (secretParams.has(name.toLowerCase())) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return `${path}?${changed ? params.toString() : url.slice(q + 1)}`;
}

/**
 * One log line per request, written when it ends, with what Fastify's two lines held between
 * them: method, URL, host and client address, status and time. The line on arrival is left out;
 * at LOG_LEVEL=info it cost as much as the rest of a cached catalogue answer's logging
 * (decision 0015). The URL is logged without secrets (`loggableUrl`).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: loggableRequest(request), res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (reply.statusCode >= 500)
      reply.log.error({ req: loggableRequest(request), res: reply, err: error }, error?.message);
    else reply.log.info({ res: reply, err: error }, error?.message);
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    reply.log.warn({ req: loggableRequest(request), res: reply, err: error }, error?.message);
  }

  override routeNotFound(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${loggableUrl(request.url)} not found`);
  }
}

/**
 * The request as Fastify's `req` log serializer reads it (method, url, host, ip, socket, headers),
 * with the URL made loggable.
 */
function loggableRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    ip: request.ip,
    socket: request.socket,
    headers: request.headers,
  };
}
