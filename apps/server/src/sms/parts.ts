import { SegmentedMessage } from 'sms-segments-calculator';

/**
 * What a text costs to send (decision 0059). A text written only in the GSM 03.38 alphabet goes
 * as GSM-7: 160 characters in one SMS, 153 a part once split (a character of the extension table,
 * such as € or [, counts twice). One character outside it (Yoruba ẹ ọ ṣ and its combining tone
 * marks, Igbo ị ọ ụ ṅ, Hausa ɓ ɗ ƙ ƴ, ₦, “–”) makes the whole text UCS-2: 70 UTF-16 units in
 * one SMS, 67 a part once split. Counted with Twilio's segment calculator, which follows the
 * networks' rules (and never splits a character across two parts).
 */
export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Its length as the network counts it: GSM-7 septets, or UTF-16 units in UCS-2. */
  length: number;
  /** The SMS parts it goes out in, each one billed. */
  parts: number;
}

export function smsSize(text: string): SmsSize {
  const message = new SegmentedMessage(text, 'auto', false);
  return {
    encoding: message.encodingName === 'GSM-7' ? 'gsm7' : 'ucs2',
    length: message.encodedChars.reduce((sum, char) => sum + char.codeUnits.length, 0),
    parts: message.segmentsCount,
  };
}
