import { describe, expect, it } from 'vitest';
import { formatPhone, nigerianPhone } from './phone.ts';

describe('nigerianPhone', () => {
  it('reads the local ways of writing a Nigerian mobile number as +234…', () => {
    for (const text of [
      '0803 123 4567',
      '08031234567',
      '803 123 4567',
      '+234 803 123 4567',
      '+2348031234567',
      '234 803 123 4567',
      '2348031234567',
      '+234 (0) 803-123-4567',
      '0803.123.4567',
    ]) {
      expect(nigerianPhone(text), text).toBe('+2348031234567');
    }
    expect(nigerianPhone('0701 234 5678')).toBe('+2347012345678');
    expect(nigerianPhone('0912 345 6789')).toBe('+2349123456789');
  });

  it('reads a landline', () => {
    expect(nigerianPhone('01 234 5678')).toBe('+23412345678');
  });

  it('refuses what is not a Nigerian number', () => {
    for (const text of [
      '',
      'abc',
      '0803 123 456',
      '0803 123 45678',
      '+44 20 7946 0958',
      '2341234567',
      '0603 123 4567',
    ]) {
      expect(nigerianPhone(text), text).toBeUndefined();
    }
  });
});

describe('formatPhone (QA E28)', () => {
  it('shows a Nigerian number as it is read aloud, however it was stored, and any other as it is', () => {
    expect(formatPhone('+2348031234567')).toBe('+234 803 123 4567');
    expect(formatPhone('0803 123 4567')).toBe('+234 803 123 4567');
    expect(formatPhone('+23412345678')).toBe('+234 1 234 5678');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('')).toBe('');
  });
});
