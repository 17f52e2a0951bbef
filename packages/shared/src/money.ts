/**
 * Money is always an integer count of minor units (kobo for NGN, cents for USD). Conversion to
 * major units happens only at the edges: JSON numbers of the original contract and display text.
 */
export const currencies = ['USD', 'NGN'] as const;
export type Currency = (typeof currencies)[number];

export const defaultCurrency: Currency = 'USD';

const symbols: Record<Currency, string> = { USD: '$', NGN: '₦' };

export function isCurrency(value: unknown): value is Currency {
  return value === 'USD' || value === 'NGN';
}

/** Major units as a JSON number (12.5 for 1250 cents); only for the wire format, never for maths. */
export function toMajorUnits(minor: number): number {
  return minor / 100;
}

const groupDigits = (n: number) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Display text with thousands separators: ₦35,200 (whole naira are shown without kobo) and $12.50.
 * Pure integer arithmetic, so the result is the same on the server and in every browser.
 */
export function formatMoney(minor: number, currency: Currency): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const major = Math.floor(abs / 100);
  const fraction = abs % 100;
  const showFraction = currency === 'USD' || fraction !== 0;
  const text = groupDigits(major) + (showFraction ? '.' + fraction.toString().padStart(2, '0') : '');
  return `${sign}${symbols[currency]}${text}`;
}

/** Whole-percent saving of a sale price against the regular price, rounded to the nearest percent. */
export function percentOff(regularMinor: number, saleMinor: number): number {
  if (regularMinor <= 0 || saleMinor >= regularMinor) return 0;
  return Math.round(((regularMinor - saleMinor) * 100) / regularMinor);
}

/** Display text for a major-unit JSON number of the API (12.5 → "$12.50"). */
export function formatMajor(major: number, currency: Currency): string {
  return formatMoney(Math.round(major * 100), currency);
}

/** At most 13 digits before the point keeps every amount far below 2^53 minor units. */
const majorText = /^(\d{1,3}(?:,\d{3})+|\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * Exact minor units from decimal text typed by a person or sent by a client: "12.5" → 1250,
 * "35,200" → 3520000. Only digits are read (no float maths on money); `null` for anything that is
 * not a non-negative amount with at most two decimals.
 */
export function parseMajorUnits(text: string): number | null {
  const match = majorText.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll(',', ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const minor = whole * 100 + fraction;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as plain decimal text for a form field: 1250 → "12.50", 3520000 → "35200.00". */
export function toDecimalText(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${(abs % 100).toString().padStart(2, '0')}`;
}
