import { z } from 'zod';
import { record, traced } from '../telemetry/index.ts';
import { ProviderError, type PaymentProviderName, type Verification } from './provider.ts';

export interface JsonResponse {
  status: number;
  body: unknown;
}

/** Provider calls give up after this long: a customer is waiting, and a webhook must be answered. */
export const providerTimeoutMs = 10_000;

/**
 * One JSON call to a provider's API with its secret key as a bearer token. Errors name the
 * provider, the path and the status, never the key or the request headers.
 */
export async function providerRequest(
  provider: PaymentProviderName,
  secretKey: string,
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown } = { method: 'GET' },
): Promise<JsonResponse> {
  const path = new URL(url).pathname;
  const started = performance.now();
  // A span per call (the path may hold our payment reference, never a key), and its latency by outcome.
  return traced(
    `${provider} ${init.method}`,
    {
      'http.request.method': init.method,
      'server.address': new URL(url).host,
      'url.path': path,
      'oja.provider': provider,
    },
    () => askProvider(provider, secretKey, url, path, init),
  ).then(
    (answer) => {
      record.providerCall(provider, 'ok', (performance.now() - started) / 1000);
      return answer;
    },
    (error: unknown) => {
      record.providerCall(provider, 'error', (performance.now() - started) / 1000);
      throw error;
    },
  );
}

async function askProvider(
  provider: PaymentProviderName,
  secretKey: string,
  url: string,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<JsonResponse> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(providerTimeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new ProviderError(provider, `${init.method} ${path} ${reason}`);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new ProviderError(
      provider,
      `${init.method} ${path} answered ${res.status} with a body that is not JSON`,
      res.status,
    );
  }
  return { status: res.status, body };
}

const withMessage = z.object({ message: z.string() });

/** The provider's own `message` field, if any (both Paystack and Flutterwave send one). */
export function messageOf(body: unknown): string {
  const answer = withMessage.safeParse(body);
  return answer.success ? answer.data.message.slice(0, 200) : 'no message';
}

/**
 * A verification of a reference the provider has no transaction for (the customer never paid, or
 * cancelled): "not paid (yet)", never an error that stops a return page.
 */
export function noTransactionYet(reference: string, body: unknown): Verification {
  return {
    status: 'pending',
    amountMinor: null,
    currency: null,
    reference,
    transactionId: null,
    message: messageOf(body),
    raw: body,
  };
}

/** What is wrong with an answer, by field and kind, never by value (values may hold card tokens). */
function shapeProblems(error: z.ZodError): string {
  const problems = error.issues.slice(0, 3).map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
  return problems.join('; ') + (error.issues.length > 3 ? '; …' : '');
}

/**
 * A provider's answer read through its zod schema, never cast. An answer of another shape (a
 * changed API, a proxy's error page, a missing amount) is a ProviderError naming the call and what
 * is wrong with it: the callers treat it as "could not ask", so nothing changes and they try later.
 */
export function parseAnswer<S extends z.ZodType>(
  provider: PaymentProviderName,
  call: string,
  res: JsonResponse,
  schema: S,
): z.output<S> {
  const answer = schema.safeParse(res.body);
  if (answer.success) return answer.data;
  throw new ProviderError(
    provider,
    `${call} answered ${res.status} with an answer of another shape (${shapeProblems(answer.error)})`,
    res.status,
  );
}

/** A webhook's raw body as JSON; null when it is not JSON. */
export function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}

/** A reference or id as text: a non-empty string, or a safe integer (Flutterwave echoes numbers). */
export const idText = z.union([z.string().min(1), z.int().transform(String)]);

const sensitiveKeys = new Set(['authorization_code', 'token', 'signature', 'card_token']);

/**
 * A provider response fit for our records: reusable card tokens (Paystack's authorization_code,
 * Flutterwave's card token) would let anyone holding our secret key charge the card again, so they
 * are never stored or logged. First six and last four digits are fine (PCI DSS allows them).
 */
export function redactTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, sensitiveKeys.has(k) ? '[redacted]' : redactTokens(v)]),
  );
}
