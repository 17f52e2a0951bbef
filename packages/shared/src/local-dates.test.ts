import { describe, expect, it } from 'vitest';
import { dateNumbers, formatEstimate, localDates } from './local-dates.ts';

// Node is built with full ICU: its CLDR data is what the table starts from (decision 0060).
const days = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 3 + m * 2, 12)));
const cldr = (tag: string, options: Intl.DateTimeFormatOptions, when: Date) =>
  new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(when);
const cldrParts = (tag: string, options: Intl.DateTimeFormatOptions, when: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).formatToParts(when).map((p) => [p.type, p.value]),
  );
const week = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 10, 22 + i)));
const cldrWeekdays = (tag: string) => week.map((d) => cldrParts(tag, { weekday: 'short' }, d).weekday);

describe('dates in Yoruba, Hausa and Igbo', () => {
  it('ig: CLDR’s medium date and weekday with day and month', () => {
    const local = localDates.ig!;
    for (const when of days) {
      const n = dateNumbers(when, 'UTC');
      const month = local.months[n.month - 1]!;
      expect(local.date(n.day, month, n.year)).toBe(cldr('ig', { dateStyle: 'medium' }, when));
      expect(local.dayOfWeek(local.weekdays[n.weekday]!, n.day, month)).toBe(
        cldr('ig', { weekday: 'short', day: 'numeric', month: 'short' }, when),
      );
    }
    expect(local.weekdays).toEqual(cldrWeekdays('ig'));
  });

  it('ha: CLDR’s words, the day before the month as Nigeria writes dates', () => {
    const local = localDates.ha!;
    for (const when of days) {
      const n = dateNumbers(when, 'UTC');
      const month = local.months[n.month - 1]!;
      expect(local.date(n.day, month, n.year)).toBe(cldr('ha', { dateStyle: 'medium' }, when));
      const words = cldrParts('ha', { weekday: 'short', day: 'numeric', month: 'short' }, when);
      expect(local.dayOfWeek(local.weekdays[n.weekday]!, n.day, month)).toBe(
        `${words.weekday}, ${words.day} ${words.month}`,
      );
    }
    expect(local.weekdays).toEqual(cldrWeekdays('ha'));
    expect(formatEstimate('ha', { from: '2026-12-28', to: '2026-12-31' })).toBe('Lit, 28 Dis – Alh, 31 Dis');
  });

  it('yo: numbered months, Ìṣẹ́gun and Ọjọ́bọ̀ spelled right, the other weekdays as CLDR has them', () => {
    const local = localDates.yo!;
    expect(local.months.map((m) => m.normalize('NFC'))).toEqual(local.months);
    expect(local.months[0]).toBe('Oṣù Kínní');
    expect(local.months[10]).toBe('Oṣù Kọkànlá');
    expect(local.months[11]).toBe('Oṣù Kejìlá');
    const cldrDays = cldrWeekdays('yo');
    expect(cldrDays[2]).toBe('Ìsẹ́gun');
    expect(cldrDays[4]).toBe('Ọjọ́bọ');
    expect(local.weekdays).toEqual(cldrDays.map((d, i) => (i === 2 ? 'Ìṣẹ́gun' : i === 4 ? 'Ọjọ́bọ̀' : d)));
    const n = dateNumbers(new Date(Date.UTC(2026, 10, 24, 12)), 'UTC');
    expect(local.date(n.day, local.months[n.month - 1]!, n.year)).toBe('24 Oṣù Kọkànlá 2026');
    expect(formatEstimate('yo', { from: '2026-12-29', to: '2026-12-31' })).toBe(
      'Ìṣẹ́gun, 29 Oṣù Kejìlá – Ọjọ́bọ̀, 31 Oṣù Kejìlá',
    );
  });

  it('Pidgin, English and the pseudo-language write English dates', () => {
    expect(localDates.pcm).toBeUndefined();
    expect(formatEstimate('pcm', { from: '2026-12-28', to: '2026-12-31' })).toBe('Mon 28 Dec – Thu 31 Dec');
    expect(formatEstimate('en', { from: '2026-12-28', to: '2026-12-28' })).toBe('Mon 28 Dec');
  });
});
