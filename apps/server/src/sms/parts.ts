import { gsm7Length, smsLimit, ucs2SmsLimit } from './gsm7.ts';

/**
 * How many parts a text is billed as: one up to 160 GSM-7 characters (or 70 UCS-2 ones, for any
 * character outside GSM-7 such as Yoruba tone marks), else 153 (or 67) per part, the rest of
 * each part carrying the header that joins them.
 */
export function smsParts(text: string): number {
  const gsm = gsm7Length(text);
  const length = gsm ?? [...text].reduce((n, c) => n + (c.codePointAt(0)! > 0xffff ? 2 : 1), 0);
  const single = gsm === null ? ucs2SmsLimit : smsLimit;
  const perPart = gsm === null ? 67 : 153;
  return length <= single ? 1 : Math.ceil(length / perPart);
}
