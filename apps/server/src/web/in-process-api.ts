import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiClient, ApiResult } from '@oja/shared/api-client';
import { isApiErrorBody } from '@oja/shared/errors';
import { languageOfRequest } from '@oja/shared/languages';
import { tokenOf } from '../features/accounts/index.ts';
import { pageLanguageHeader } from '../i18n/index.ts';

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
  // The page's own host and scheme, so the API sees the same origin the browser used (cookies'
  // Secure flag, the cross-site check). The scheme only counts where TRUST_PROXY lets it.
  const headers: Record<string, string> = {
    'x-request-id': pageRequest.id,
    host: pageRequest.host,
    'x-forwarded-proto': pageRequest.protocol,
  };
  for (const name of [...forwardedHeaders, ...extraHeaders]) {
    const value = pageRequest.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // The page's language (`?lang=`, the cookie, Accept-Language), so that refusals shown on the
  // page come in it (i18n/details.ts); the API's answers to other clients stay English.
  headers[pageLanguageHeader] = languageOfRequest({
    url: pageRequest.url,
    headers: { get: (name) => (typeof pageRequest.headers[name] === 'string' ? pageRequest.headers[name] : null) },
  }).language;
  // The answer's type is the route's (ApiClient); here it is whatever the route answered.
  const request = async (
    method: string,
    path: string,
    body?: unknown,
    options?: { headers?: Record<string, string> },
  ): Promise<ApiResult<unknown>> => {
    if (!path.startsWith('/api/')) throw new Error(`Not an API path: ${path}`);
    const { contentType, payload } = await encodeBody(body);
    const res = await app.inject({
      method: method as 'GET',
      url: path,
      headers: { ...options?.headers, ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      payload,
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
      return { ok: true, status: res.statusCode, data: json, setCookies, headers: responseHeaders };
    }
    const error = isApiErrorBody(json) ? json : { detail: res.statusMessage, code: 'internal' as const };
    return { ok: false, status: res.statusCode, error, setCookies, headers: responseHeaders };
  };
  return { request: request as ApiClient['request'], mayBeSignedIn: tokenOf(pageRequest) !== null };
}

/** JSON, or multipart for FormData (file uploads), encoded as a browser would. */
async function encodeBody(body: unknown): Promise<{ contentType?: string; payload?: string | Buffer }> {
  if (body === undefined) return {};
  if (body instanceof FormData) {
    const encoded = new Response(body);
    return {
      contentType: encoded.headers.get('content-type') ?? undefined,
      payload: Buffer.from(await encoded.arrayBuffer()),
    };
  }
  return { contentType: 'application/json', payload: JSON.stringify(body) };
}
