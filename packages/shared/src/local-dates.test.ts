import { describe, expect, it } from 'vitest';
import { dateNumbers, localDates } from './local-dates.ts';

// Node is built with full ICU: its CLDR data is what the table must agree with.
const days = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 3 + m * 2, 12)));
const cldr = (tag: string, options: Intl.DateTimeFormatOptions, when: Date) =>
  new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(when);

describe('dates in Yoruba, Hausa, Igbo and Pidgin, as CLDR writes them', () => {
  it.each(['ha', 'ig', 'pcm'] as const)('%s: the medium date and the weekday with day and month', (language) => {
    const local = localDates[language]!;
    for (const when of days) {
      const n = dateNumbers(when, 'UTC');
      const month = local.months[n.month - 1]!;
      expect(local.date(n.day, month, n.year)).toBe(cldr(language, { dateStyle: 'medium' }, when));
      expect(local.dayOfWeek(local.weekdays[n.weekday]!, n.day, month)).toBe(
        cldr(language, { weekday: 'short', day: 'numeric', month: 'short' }, when),
      );
    }
  });

  it('yo: the long date (its medium date is all numbers) and the weekday with day and month', () => {
    const local = localDates.yo!;
    for (const when of days) {
      const n = dateNumbers(when, 'UTC');
      const month = local.months[n.month - 1]!;
      expect(local.date(n.day, month, n.year)).toBe(cldr('yo', { dateStyle: 'long' }, when));
      expect(local.dayOfWeek(local.weekdays[n.weekday]!, n.day, month)).toBe(
        cldr('yo', { weekday: 'short', day: 'numeric', month: 'short' }, when),
      );
    }
  });

  it('every weekday name, Sunday first', () => {
    for (const [language, local] of Object.entries(localDates)) {
      const week = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 10, 22 + i)));
      const weekday = { weekday: 'short', day: 'numeric', month: 'short' };
      expect(week.map((d) => local.weekdays[dateNumbers(d, 'UTC').weekday])).toEqual(
        week.map(
          (d) =>
            new Intl.DateTimeFormat(language, { ...weekday, timeZone: 'UTC' } as Intl.DateTimeFormatOptions)
              .formatToParts(d)
              .find((p) => p.type === 'weekday')!.value,
        ),
      );
    }
  });
});
