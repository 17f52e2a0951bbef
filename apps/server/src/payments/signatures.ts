import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA512 of the raw body, hex: how Paystack (and our test provider) sign webhooks. */
export function hmacSha512Hex(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

/**
 * Compares a received secret or signature with the expected one in constant time, so that the
 * time taken tells an attacker nothing about how much of a guess was right. Both are hashed first:
 * timingSafeEqual needs equal lengths, and comparing digests leaks not even the length.
 */
export function constantTimeEqual(received: string | undefined, expected: string): boolean {
  if (typeof received !== 'string' || received.length === 0) return false;
  const digest = (s: string) => createHmac('sha256', 'oja-compare').update(s).digest();
  return timingSafeEqual(digest(received), digest(expected));
}

/** A header's single value (a repeated header is not a valid signature). */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}
