import { describe, expect, it } from 'vitest';
import { formatMajor, formatMoney, parseMajorUnits, percentOff, toDecimalText, toMajorUnits } from './money.ts';

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

describe('parseMajorUnits', () => {
  it('reads decimal text exactly, digit by digit', () => {
    expect(parseMajorUnits('12.5')).toBe(1250);
    expect(parseMajorUnits('12.50')).toBe(1250);
    expect(parseMajorUnits(' 0.29 ')).toBe(29);
    expect(parseMajorUnits('1.13')).toBe(113); // 1.13 * 100 is 112.99999999999999 in floats
    expect(parseMajorUnits('35200')).toBe(3520000);
    expect(parseMajorUnits('35,200')).toBe(3520000);
    expect(parseMajorUnits('1,234,567.89')).toBe(123456789);
    expect(parseMajorUnits('0')).toBe(0);
  });
  it('refuses anything that is not an amount with at most two decimals', () => {
    for (const bad of [
      '',
      '-1',
      '1.234',
      '1e3',
      '12,34',
      'abc',
      '1.',
      '.5',
      '1,2345',
      '12 50',
      'NaN',
      '99999999999999',
    ]) {
      expect(parseMajorUnits(bad), bad).toBeNull();
    }
  });
  it('round-trips with toDecimalText', () => {
    for (const minor of [0, 1, 99, 100, 1250, 3520000, 123456789]) {
      expect(parseMajorUnits(toDecimalText(minor))).toBe(minor);
    }
    expect(toDecimalText(1250)).toBe('12.50');
    expect(toDecimalText(5)).toBe('0.05');
  });
});
