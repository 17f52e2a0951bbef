import type { PageLanguage } from './languages.ts';
import { formatDeliveryEstimate } from './delivery-text.ts';

/**
 * Dates in Yoruba, Hausa and Igbo the same on every browser and in e-mails (decisions 0034 and
 * 0060). Browsers built with reduced ICU data (Debian's Chromium among them) format these
 * languages' dates in English or as numbers, while Node's full ICU formats them properly, so a date
 * the server rendered would change on hydration: the words and orders are written here. They
 * start from CLDR's (local-dates.test.ts compares them) and depart from it where Nigerian readers
 * write otherwise: Yoruba's numbered months and its spelling of Tuesday and Thursday, and Hausa's
 * day before the month. The numbers come from Intl in 'en-GB', which every browser has. English,
 * Pidgin (English dates, as Lagos shoppers write them) and the pseudo-language keep Intl.
 */
interface LocalDates {
  /** Month names as a date writes them. */
  months: string[];
  /** Short weekday names, Sunday first. */
  weekdays: string[];
  /** "5 Mar 2026" */
  date: (day: number, month: string, year: string) => string;
  /** "Tue, 24 Nov": a weekday with its day and month. */
  dayOfWeek: (weekday: string, day: number, month: string) => string;
}

export const localDates: Partial<Record<PageLanguage, LocalDates>> = {
  // CLDR's traditional month names (Ṣẹ́rẹ́ … Ọ̀pẹ̀) are unknown to many readers, which a payment
  // deadline cannot afford: the numbered months the Yoruba press uses. Tuesday is Ìṣẹ́gun and
  // Thursday Ọjọ́bọ̀ (CLDR: Ìsẹ́gun, Ọjọ́bọ).
  yo: {
    months: [
      'Oṣù Kínní',
      'Oṣù Kejì',
      'Oṣù Kẹta',
      'Oṣù Kẹrin',
      'Oṣù Karùn-ún',
      'Oṣù Kẹfà',
      'Oṣù Keje',
      'Oṣù Kẹjọ',
      'Oṣù Kẹsàn-án',
      'Oṣù Kẹwàá',
      'Oṣù Kọkànlá',
      'Oṣù Kejìlá',
    ],
    weekdays: ['Àìkú', 'Ajé', 'Ìṣẹ́gun', 'Ọjọ́rú', 'Ọjọ́bọ̀', 'Ẹtì', 'Àbámẹ́ta'],
    date: (d, m, y) => `${d} ${m} ${y}`,
    dayOfWeek: (w, d, m) => `${w}, ${d} ${m}`,
  },
  // Day before month, as Nigeria writes dates (CLDR's Hausa puts the month first: "Lit, Dis 28").
  ha: {
    months: ['Jan', 'Fab', 'Mar', 'Afi', 'May', 'Yun', 'Yul', 'Agu', 'Sat', 'Okt', 'Nuw', 'Dis'],
    weekdays: ['Lah', 'Lit', 'Tal', 'Lar', 'Alh', 'Jum', 'Asa'],
    date: (d, m, y) => `${d} ${m}, ${y}`,
    dayOfWeek: (w, d, m) => `${w}, ${d} ${m}`,
  },
  ig: {
    months: ['Jen', 'Feb', 'Maa', 'Epr', 'Mee', 'Juu', 'Jul', 'Ọgọ', 'Sep', 'Ọkt', 'Nov', 'Dis'],
    weekdays: ['Sọn', 'Mọn', 'Tiu', 'Wen', 'Tọọ', 'Fraị', 'Sat'],
    date: (d, m, y) => `${d} ${m} ${y}`,
    dayOfWeek: (w, d, m) => `${w}, ${d} ${m}`,
  },
};

/**
 * A delivery estimate ("Tue 1 Dec – Thu 3 Dec"; dates as YYYY-MM-DD, calendar dates) in
 * `language`, the same in the page, on every browser, and in the e-mail.
 */
export function formatEstimate(language: PageLanguage, estimate: { from: string; to: string }): string {
  const local = localDates[language];
  if (!local) return formatDeliveryEstimate(estimate);
  const show = (iso: string) => {
    const n = dateNumbers(new Date(`${iso}T00:00:00Z`), 'UTC');
    return local.dayOfWeek(local.weekdays[n.weekday]!, n.day, local.months[n.month - 1]!);
  };
  return estimate.from === estimate.to ? show(estimate.from) : `${show(estimate.from)} – ${show(estimate.to)}`;
}

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
