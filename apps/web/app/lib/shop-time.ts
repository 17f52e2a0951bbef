import type { PageLanguage } from '@oja/shared/languages';
import { dateNumbers, localDates } from '@oja/shared/local-dates';
import { usePageLanguage } from '../i18n/i18n';
import { useRootData } from './root-data';

/** The page's dates for `language` in the shop's `timeZone` (see useShopDates). */
export function shopDateFormat(language: PageLanguage, timeZone: string) {
  const local = localDates[language];
  if (!local) {
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone });
    const instant = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    return {
      day: (when: string | number) => day.format(new Date(when)),
      instant: (when: string | number) => instant.format(new Date(when)),
    };
  }
  const date = (when: string | number) => {
    const n = dateNumbers(new Date(when), timeZone);
    return { date: local.date(n.day, local.months[n.month - 1]!, n.year), time: n.time };
  };
  return {
    day: (when: string | number) => date(when).date,
    instant: (when: string | number) => {
      const { date: day, time } = date(when);
      return `${day}, ${time}`;
    },
  };
}

export { formatEstimate } from '@oja/shared/local-dates';

/**
 * Dates shown to shoppers in the page's language (local-dates.ts: the same on every browser) and
 * the shop's time zone (the root loader's shop facts), so the server's rendering and the browser's
 * hydration print the same text whatever zone either is in and whatever date data the browser has.
 */
export function useShopDates() {
  const shop = useRootData()?.shop;
  const { language } = usePageLanguage();
  return shopDateFormat(language, shop?.time_zone ?? 'UTC');
}
