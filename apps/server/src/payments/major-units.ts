/**
 * Exact conversions between minor units (kobo, cents) and the major-unit decimals that
 * Flutterwave's API speaks. Done on the decimal text, never with floating-point arithmetic.
 */

/** 720050 → "7200.50" (as a JSON number it is sent as 7200.5). */
export function minorToMajorText(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not an amount in minor units: ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/**
 * A provider's major-unit amount (a JSON number or numeric text) → minor units; null when it is
 * not a non-negative amount with at most two decimals (then it cannot equal any order's total).
 */
export function majorToMinor(major: unknown): number | null {
  const text =
    typeof major === 'number'
      ? Number.isFinite(major)
        ? String(major)
        : ''
      : typeof major === 'string'
        ? major.trim()
        : '';
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
