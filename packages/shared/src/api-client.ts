import type { ApiErrorBody } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `headers`: the response's headers (lower-case names), e.g. `x-total-count` of paged lists. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T; setCookies: string[]; headers?: Record<string, string> }
  | { ok: false; status: number; error: ApiErrorBody; setCookies: string[]; headers?: Record<string, string> };

/**
 * How page loaders and actions reach the REST API. On the server the call stays in-process (the
 * same routes, validation and access checks as any HTTP client, without a network hop); the
 * caller's cookies, language and address travel with it.
 */
export interface ApiClient {
  /**
   * `body` is sent as JSON, or as multipart/form-data when it is a FormData (file uploads);
   * `headers` adds request headers of the call itself, e.g. an `idempotency-key`.
   */
  request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options?: { headers?: Record<string, string> },
  ): Promise<ApiResult<T>>;
}
