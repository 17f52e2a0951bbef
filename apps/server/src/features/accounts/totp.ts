import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30 s. */
const period = 30;
const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: 'Oja', label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period });

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads (typed in, or from a QR code). */
export const totpUri = (secret: string, email: string) => totpOf(secret, email).toString();

/** The 30-second step that `now` falls in. */
export const stepAt = (now: number) => Math.floor(now / 1000 / period);

/**
 * The time step a code belongs to, when it is right for the step of `now` or one either side (a
 * phone clock a little off); null otherwise. The caller refuses a step already used.
 */
export function matchingStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : stepAt(now) + delta;
}

/** Recovery codes: 10 of `xxxxx-xxxxx`, 50 random bits each, from letters and digits easy to copy. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeCount = 10;

export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return Array.from({ length: recoveryCodeCount }, () => {
    const code = one();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * The stored form of a recovery code. SHA-256 is enough (no slow hash): the codes are random and
 * long, so there is nothing to guess from a leaked hash, unlike a person's password.
 */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.trim().toLowerCase().replace(/[\s-]/g, '')).digest('hex');

export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.trim());
