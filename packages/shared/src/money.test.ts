import { describe, expect, it } from 'vitest';
import { formatMajor, formatMoney, percentOff, toMajorUnits } from './money.ts';

describe('formatMoney', () => {
  it('groups thousands with commas and keeps cents for dollars', () => {
    expect(formatMoney(1250, 'USD')).toBe('$12.50');
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
  });
  it('shows whole naira without kobo, and kobo when there are some', () => {
    expect(formatMoney(3520000, 'NGN')).toBe('₦35,200');
    expect(formatMoney(3520050, 'NGN')).toBe('₦35,200.50');
    expect(formatMoney(100000000, 'NGN')).toBe('₦1,000,000');
  });
  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-505, 'USD')).toBe('-$5.05');
  });
  it('refuses anything that is not a whole number of minor units', () => {
    expect(() => formatMoney(12.5, 'USD')).toThrow(RangeError);
  });
});

describe('major units at the edge', () => {
  it('converts both ways without float drift in display', () => {
    expect(toMajorUnits(1999)).toBe(19.99);
    expect(formatMajor(19.99, 'USD')).toBe('$19.99');
    expect(formatMajor(0.29, 'USD')).toBe('$0.29');
    expect(formatMajor(35200, 'NGN')).toBe('₦35,200');
  });
});

describe('percentOff', () => {
  it('rounds the saving to a whole percent and is 0 when not cheaper', () => {
    expect(percentOff(1000, 800)).toBe(20);
    expect(percentOff(999, 949)).toBe(5);
    expect(percentOff(1000, 1000)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
  });
});
