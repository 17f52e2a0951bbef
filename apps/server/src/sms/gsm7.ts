/**
 * The GSM 03.38 default alphabet: a message written only in it fits 160 characters in one SMS
 * (characters of the extension table count twice). Anything else (… ₦ emoji) makes the phone
 * network send UCS-2, where one SMS holds only 70 characters.
 */
const basic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const extended = '^{}\\[~]|€\f';

/** The message's length in GSM-7 septets, or null when it holds a character outside the alphabet. */
export function gsm7Length(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (basic.includes(char)) length += 1;
    else if (extended.includes(char)) length += 2;
    else return null;
  }
  return length;
}

/** One SMS: GSM-7 only, at most 160 septets. */
export const smsLimit = 160;
export const fitsOneSms = (text: string) => {
  const length = gsm7Length(text);
  return length !== null && length <= smsLimit;
};
