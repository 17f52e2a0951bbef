import { RouterContextProvider } from 'react-router';
import type { ApiClient } from '@oja/shared/api-client';
import type { ApiErrorBody, ErrorCode, FieldError } from '@oja/shared/errors';
import { apiContext } from './api.server';

/**
 * Test support for the web app's *.server.ts modules: a request context whose API client answers
 * from a table ("METHOD /path" → answer) and records every call (method, path, body, headers).
 * A call the table does not name fails the test, so a module cannot reach the API unseen.
 * Only tests import this file.
 */

/** A complete Nigerian delivery address as the forms send it. */
export const lagosAddress = {
  street: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  lga: 'Ikeja',
  country: 'NG',
  postal_code: '',
  phone: '0803 123 4567',
};

export type FakeAnswer =
  | { ok: true; status: number; data: unknown; setCookies: string[]; headers?: Record<string, string> }
  | { ok: false; status: number; error: ApiErrorBody; setCookies: string[]; headers?: Record<string, string> };

export interface ApiCall {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The API's success. */
export const ok = (data: unknown, more: Partial<Pick<FakeAnswer, 'setCookies' | 'headers' | 'status'>> = {}) =>
  ({ ok: true, status: 200, data, setCookies: [], ...more }) as FakeAnswer;

/** The API's refusal `{ detail, code, errors? }` with its status. */
export const refused = (
  status: number,
  detail: string,
  code: ErrorCode = 'invalid',
  errors?: FieldError[],
  setCookies: string[] = [],
): FakeAnswer => ({ ok: false, status, error: { detail, code, ...(errors ? { errors } : {}) }, setCookies });

export function fakeApi(
  answers: Record<string, FakeAnswer | ((call: ApiCall) => FakeAnswer)>,
  options: { mayBeSignedIn?: boolean } = {},
) {
  const calls: ApiCall[] = [];
  const client = {
    ...(options.mayBeSignedIn === undefined ? {} : { mayBeSignedIn: options.mayBeSignedIn }),
    request(method: string, path: string, body?: unknown, requestOptions?: { headers?: Record<string, string> }) {
      const call: ApiCall = {
        method,
        path,
        body,
        ...(requestOptions?.headers ? { headers: requestOptions.headers } : {}),
      };
      calls.push(call);
      const answer = answers[`${method} ${path}`];
      if (!answer) return Promise.reject(new Error(`The fake API has no answer for ${method} ${path}`));
      return Promise.resolve(typeof answer === 'function' ? answer(call) : answer);
    },
  } as ApiClient;
  const context = new RouterContextProvider();
  context.set(apiContext, client);
  return { context, calls, client };
}

/** A POST of these form fields, as the browser sends a form. */
export function formRequest(fields: Record<string, string | File>, url = 'https://shop.test/page') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(url, { method: 'POST', body: form });
}

/** The same form with its Content-Length, as browsers send it (upload forms check it first). */
export async function withContentLength(request: Request): Promise<Request> {
  const bytes = await request.arrayBuffer();
  const headers = new Headers(request.headers);
  headers.set('content-length', String(bytes.byteLength));
  return new Request(request.url, { method: request.method, body: bytes, headers });
}

/** What a loader or action threw (a redirect Response, or `data(...)` for an error page). */
export async function thrown(promise: unknown): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected it to throw, but it returned');
}
