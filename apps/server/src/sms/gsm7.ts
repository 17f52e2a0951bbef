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

/** One SMS: at most 160 septets in GSM-7. */
export const smsLimit = 160;
/** One SMS in UCS-2 (any letter outside GSM-7, such as ẹ ọ ṣ, ɓ ɗ ƙ ƴ, ị ụ ṅ): 70 UTF-16 units. */
export const ucs2SmsLimit = 70;

/** How the network would send the text: GSM-7 when every character is in it, else UCS-2. */
export const smsEncoding = (text: string): 'gsm7' | 'ucs2' => (gsm7Length(text) === null ? 'ucs2' : 'gsm7');

/** Whether the text goes out as one SMS: 160 GSM-7 septets, or 70 UCS-2 units. */
export const fitsOneSms = (text: string) => {
  const length = gsm7Length(text);
  return length === null ? text.length <= ucs2SmsLimit : length <= smsLimit;
};
