/**
 * Nigerian phone numbers as people write them ("0803 123 4567", "803 123 4567", "+234 803 123 4567",
 * "234-803-123-4567", "+234 (0) 803 …") → E.164 ("+2348031234567"). A national number is ten digits
 * for mobiles (70x, 80x, 81x, 90x, 91x) or eight for landlines (01 234 5678 in Lagos).
 */
const nigerianNumber = /^(?:\+?234)?0?([789][01]\d{8}|[1-9]\d{7})$/;

/** The E.164 form of a Nigerian number, or undefined when the text is not one. */
export function nigerianPhone(text: string): string | undefined {
  const compact = text.trim().replace(/[\s().-]/g, '');
  const match = nigerianNumber.exec(compact);
  return match ? `+234${match[1]}` : undefined;
}

/** A number written with a country code other than Nigeria's (a foreign phone for a Nigerian address). */
export const isForeignNumber = (text: string) => /^\+(?!234)/.test(text.trim());

/**
 * A phone number as it is read aloud, the one way every page shows one (QA E28): a Nigerian mobile
 * "+234 803 123 4567", a Lagos landline "+234 1 234 5678"; any other text as it was stored.
 */
export function formatPhone(phone: string): string {
  const e164 = nigerianPhone(phone);
  if (!e164) return phone;
  const national = e164.slice(4);
  return national.length === 10
    ? `+234 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
    : `+234 ${national.slice(0, 1)} ${national.slice(1, 4)} ${national.slice(4)}`;
}
