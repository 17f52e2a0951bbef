import type { PageLanguage } from './languages.ts';

/**
 * Dates in Yoruba, Hausa, Igbo and Pidgin the same on every browser (decision 0034). Browsers
 * built with reduced ICU data (Debian's Chromium among them) format these languages' dates in
 * English or as numbers, while Node's full ICU formats them properly, so a date the server
 * rendered would change on hydration. The words and orders here are CLDR's own, as Node's full ICU
 * prints them (local-dates.test.ts compares them); the numbers come from Intl in 'en-GB', which
 * every browser has. English (and the pseudo-language) keep Intl.
 */
interface LocalDates {
  /** Month names as a medium date writes them (Yoruba: as the long date, its medium is all numbers). */
  months: string[];
  /** Short weekday names, Sunday first. */
  weekdays: string[];
  /** "5 Mar 2026" */
  date: (day: number, month: string, year: string) => string;
  /** "Tue, 24 Nov": a weekday with its day and month. */
  dayOfWeek: (weekday: string, day: number, month: string) => string;
}

export const localDates: Partial<Record<PageLanguage, LocalDates>> = {
  yo: {
    months: [
      'Oṣù Ṣẹ́rẹ́',
      'Oṣù Èrèlè',
      'Oṣù Ẹrẹ̀nà',
      'Oṣù Ìgbé',
      'Oṣù Ẹ̀bibi',
      'Oṣù Òkúdu',
      'Oṣù Agẹmọ',
      'Oṣù Ògún',
      'Oṣù Owewe',
      'Oṣù Ọ̀wàrà',
      'Oṣù Bélú',
      'Oṣù Ọ̀pẹ̀',
    ],
    weekdays: ['Àìkú', 'Ajé', 'Ìsẹ́gun', 'Ọjọ́rú', 'Ọjọ́bọ', 'Ẹtì', 'Àbámẹ́ta'],
    date: (d, m, y) => `${d} ${m} ${y}`,
    dayOfWeek: (w, d, m) => `${d} ${m}, ${w}`,
  },
  ha: {
    months: ['Jan', 'Fab', 'Mar', 'Afi', 'May', 'Yun', 'Yul', 'Agu', 'Sat', 'Okt', 'Nuw', 'Dis'],
    weekdays: ['Lah', 'Lit', 'Tal', 'Lar', 'Alh', 'Jum', 'Asa'],
    date: (d, m, y) => `${d} ${m}, ${y}`,
    dayOfWeek: (w, d, m) => `${w}, ${m} ${d}`,
  },
  ig: {
    months: ['Jen', 'Feb', 'Maa', 'Epr', 'Mee', 'Juu', 'Jul', 'Ọgọ', 'Sep', 'Ọkt', 'Nov', 'Dis'],
    weekdays: ['Sọn', 'Mọn', 'Tiu', 'Wen', 'Tọọ', 'Fraị', 'Sat'],
    date: (d, m, y) => `${d} ${m} ${y}`,
    dayOfWeek: (w, d, m) => `${w}, ${d} ${m}`,
  },
  pcm: {
    months: ['Jén', 'Fẹ́b', 'Mach', 'Épr', 'Mee', 'Jun', 'Jul', 'Ọgọ', 'Sẹp', 'Ọkt', 'Nọv', 'Dis'],
    weekdays: ['Sọ́n', 'Mọ́n', 'Tiú', 'Wẹ́n', 'Tọ́z', 'Fraí', 'Sát'],
    date: (d, m, y) => `${d} ${m} ${y}`,
    dayOfWeek: (w, d, m) => `${w}, ${d} ${m}`,
  },
};

/** A date's numbers in `timeZone`, from Intl's English, which every browser has. */
export function dateNumbers(when: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    })
      .formatToParts(when)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return {
    day: Number(parts.day),
    month: Number(parts.month),
    year: parts.year ?? '',
    weekday,
    time: `${parts.hour}:${parts.minute}`,
  };
}
