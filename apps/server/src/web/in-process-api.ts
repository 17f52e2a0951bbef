import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiClient, ApiResult } from '@oja/shared/api-client';
import { isApiErrorBody } from '@oja/shared/errors';

const forwardedHeaders = ['cookie', 'authorization', 'accept-language', 'user-agent', 'origin', 'sec-fetch-site'];

/**
 * An ApiClient for one page request: calls the API routes through `inject`, as that visitor.
 * `extraHeaders` are forwarded too (the proxy's country header, whose name is configured).
 */
export function inProcessApi(
  app: FastifyInstance,
  pageRequest: FastifyRequest,
  extraHeaders: string[] = [],
): ApiClient {
  const headers: Record<string, string> = { 'x-request-id': pageRequest.id };
  for (const name of [...forwardedHeaders, ...extraHeaders]) {
    const value = pageRequest.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return {
    async request<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
      if (!path.startsWith('/api/')) throw new Error(`Not an API path: ${path}`);
      const res = await app.inject({
        method: method as 'GET',
        url: path,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        payload: body === undefined ? undefined : JSON.stringify(body),
        remoteAddress: pageRequest.ip,
      });
      const raw = res.headers['set-cookie'];
      const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      const json: unknown = res.body ? res.json() : null;
      const responseHeaders: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (name !== 'set-cookie' && value !== undefined) responseHeaders[name] = String(value);
      }
      if (res.statusCode < 400) {
        return { ok: true, status: res.statusCode, data: json as T, setCookies, headers: responseHeaders };
      }
      const error = isApiErrorBody(json) ? json : { detail: res.statusMessage, code: 'internal' as const };
      return { ok: false, status: res.statusCode, error, setCookies, headers: responseHeaders };
    },
  };
}
