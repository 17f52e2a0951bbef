import { ProviderError, type PaymentProviderName } from './provider.ts';

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

/** The provider's own `message` field, if any (both Paystack and Flutterwave send one). */
export function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message.slice(0, 200) : 'no message';
}

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
