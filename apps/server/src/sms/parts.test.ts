import { describe, expect, it } from 'vitest';
import { smsSize } from './parts.ts';

/** The networks' rules (GSM 03.38 and 03.40), as decision 0059 counts the cost of a text. */
describe('the size of a text in SMS parts', () => {
  it('GSM-7: 160 characters in one part, 153 a part once split', () => {
    expect(smsSize('x'.repeat(160))).toEqual({ encoding: 'gsm7', length: 160, parts: 1 });
    expect(smsSize('x'.repeat(161))).toEqual({ encoding: 'gsm7', length: 161, parts: 2 });
    expect(smsSize('x'.repeat(306)).parts).toBe(2);
    expect(smsSize('x'.repeat(307)).parts).toBe(3);
  });

  it('counts a character of the extension table twice', () => {
    expect(smsSize('a€')).toEqual({ encoding: 'gsm7', length: 3, parts: 1 });
    expect(smsSize('€'.repeat(80)).parts).toBe(1);
    expect(smsSize('€'.repeat(81)).parts).toBe(2);
  });

  it('keeps è é ì ò à ù in GSM-7, but á í ó ú, ẹ ọ ṣ, ɓ ɗ ƙ, ị ụ, ₦ and “–” make the text UCS-2', () => {
    expect(smsSize('Oja: a ti fagilé è ì ò à ù').encoding).toBe('gsm7');
    for (const letter of ['á', 'ẹ', 'ọ', 'ṣ', 'ɓ', 'ɗ', 'ƙ', 'ị', 'ụ', 'ṅ', '₦', '–']) {
      expect(smsSize(`Oja ${letter}`).encoding, letter).toBe('ucs2');
    }
  });

  it('UCS-2: 70 UTF-16 units in one part, 67 a part once split; a tone mark is a unit of its own', () => {
    expect(smsSize('ọ'.repeat(70))).toEqual({ encoding: 'ucs2', length: 70, parts: 1 });
    expect(smsSize('ọ'.repeat(71)).parts).toBe(2);
    expect(smsSize('ọ'.repeat(134)).parts).toBe(2);
    expect(smsSize('ọ'.repeat(135)).parts).toBe(3);
    // ọ́ and ẹ̀ are a letter and a combining mark: two units each.
    expect(smsSize('ọ́dà')).toEqual({ encoding: 'ucs2', length: 4, parts: 1 });
    expect(smsSize('ẹ̀'.repeat(35)).parts).toBe(1);
    expect(smsSize('ẹ̀'.repeat(36)).parts).toBe(2);
  });
});
