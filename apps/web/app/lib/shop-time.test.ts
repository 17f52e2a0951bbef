import { describe, expect, it } from 'vitest';
import { shopDateFormat } from './shop-time';

// Node is built with full ICU: its CLDR data is what the table in shop-time.ts must agree with.
const instants = ['2026-01-31T23:30:00Z', '2026-03-05T13:07:00Z', '2026-08-09T00:05:00Z', '2026-11-24T09:41:00Z'];
const lagos = 'Africa/Lagos';
const cldr = (tag: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(tag, { ...options, timeZone: lagos });

describe('shop dates in the page language', () => {
  it.each(['ha', 'ig'] as const)('%s: CLDR’s medium date, the same on any browser', (language) => {
    const dates = shopDateFormat(language, lagos);
    for (const iso of instants) {
      expect(dates.day(iso)).toBe(cldr(language, { dateStyle: 'medium' }).format(new Date(iso)));
      expect(dates.instant(iso)).toBe(
        `${dates.day(iso)}, ${cldr('en-GB', { timeStyle: 'short' }).format(new Date(iso))}`,
      );
    }
  });

  it('yo: the numbered month by its name (local-dates.ts), not CLDR’s traditional one', () => {
    const dates = shopDateFormat('yo', lagos);
    expect(dates.day('2026-11-24T09:41:00Z')).toBe('24 Oṣù Kọkànlá 2026');
    expect(dates.day('2026-01-31T23:30:00Z')).toBe('1 Oṣù Kejì 2026');
    expect(dates.instant('2026-03-05T13:07:00Z')).toBe('5 Oṣù Kẹta 2026, 14:07');
  });

  it('en and Pidgin keep Intl’s English dates; the shop’s zone decides the day', () => {
    const dates = shopDateFormat('en', lagos);
    expect(dates.day('2026-01-31T23:30:00Z')).toBe('1 Feb 2026');
    expect(dates.instant('2026-03-05T13:07:00Z')).toBe('5 Mar 2026, 14:07');
    expect(shopDateFormat('pcm', lagos).day('2026-01-31T23:30:00Z')).toBe('1 Feb 2026');
  });
});
