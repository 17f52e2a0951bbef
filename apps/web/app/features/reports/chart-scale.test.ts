import { describe, expect, it } from 'vitest';
import { changeText, labelledIndexes, niceMax, shadeOf, ticks } from './chart-scale';

describe('chart arithmetic', () => {
  it('rounds the value axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(450000)).toBe(500000);
    expect(niceMax(120)).toBe(200);
    expect(niceMax(2000)).toBe(2000);
    expect(ticks(500000)).toEqual([0, 125000, 250000, 375000, 500000]);
  });

  it('compares with the previous period', () => {
    expect(changeText(750000, 200000)).toBe('+275%');
    expect(changeText(50, 100)).toBe('−50%');
    expect(changeText(100, 100)).toBe('no change');
    expect(changeText(5, 0)).toBe('new');
    expect(changeText(0, 0)).toBe('');
  });

  it('shades a map by share of the top value, and labels at most so many bars', () => {
    expect([0, 1, 20, 21, 100].map((v) => shadeOf(v, 100))).toEqual([0, 1, 1, 2, 5]);
    expect([...labelledIndexes(31, 6)]).toEqual([0, 6, 12, 18, 24, 30]);
    expect([...labelledIndexes(4, 6)]).toEqual([0, 1, 2, 3]);
  });
});
