import { describe, expect, it } from 'vitest';
import { majorToMinor, minorToMajorText } from './major-units.ts';

describe('major units at the Flutterwave edge', () => {
  it('writes minor units as exact decimals', () => {
    expect(minorToMajorText(0)).toBe('0.00');
    expect(minorToMajorText(5)).toBe('0.05');
    expect(minorToMajorText(720_050)).toBe('7200.50');
    expect(minorToMajorText(1_999)).toBe('19.99');
    expect(() => minorToMajorText(1.5)).toThrow(RangeError);
    expect(() => minorToMajorText(-1)).toThrow(RangeError);
  });

  it('reads provider amounts exactly, and nothing that is not an amount', () => {
    expect(majorToMinor(7200.5)).toBe(720_050);
    expect(majorToMinor(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(majorToMinor(19.99)).toBe(1_999);
    expect(majorToMinor('3000')).toBe(300_000);
    expect(majorToMinor(1e21)).toBeNull();
    expect(majorToMinor(1.005)).toBeNull();
    expect(majorToMinor(-5)).toBeNull();
    expect(majorToMinor('12abc')).toBeNull();
    expect(majorToMinor(null)).toBeNull();
    expect(majorToMinor(Number.NaN)).toBeNull();
  });
});
