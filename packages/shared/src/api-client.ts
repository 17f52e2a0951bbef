import type { ApiAnswer, ApiMethod, ApiPath } from './api-routes.ts';
import type { ApiErrorBody } from './errors.ts';

export type HttpMethod = ApiMethod;

/** `headers`: the response's headers (lower-case names), e.g. `x-total-count` of paged lists. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T; setCookies: string[]; headers?: Record<string, string> }
  | { ok: false; status: number; error: ApiErrorBody; setCookies: string[]; headers?: Record<string, string> };

/**
 * How page loaders and actions reach the REST API. On the server the call stays in-process (the
 * same routes, validation and access checks as any HTTP client, without a network hop); the
 * caller's cookies, language and address travel with it.
 *
 * The answer's type follows from the method and path (api-routes.ts): `/api/products/${slug}/`
 * answers a Product; a path no route of that method matches does not compile.
 */
export interface ApiClient {
  /**
   * False when the caller sends neither a session cookie nor a bearer token: every route that needs
   * a session would answer 401, so loaders skip those calls (issue 30). Absent: not known, ask.
   */
  readonly mayBeSignedIn?: boolean;
  /**
   * `body` is sent as JSON, or as multipart/form-data when it is a FormData (file uploads);
   * `headers` adds request headers of the call itself, e.g. an `idempotency-key`.
   */
  request<M extends HttpMethod, P extends ApiPath<M>>(
    method: M,
    path: P,
    body?: unknown,
    options?: { headers?: Record<string, string> },
  ): Promise<ApiResult<ApiAnswer<M, P>>>;
}
