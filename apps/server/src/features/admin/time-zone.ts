import { fieldsIn, localMidnight } from '@oja/shared/zoned-time';

/** When today and this month began in the shop's time zone ("today's sales" are the shop's today). */
export function periodStarts(now: number, timeZone: string) {
  const f = fieldsIn(now, timeZone);
  return { today: localMidnight(f.year, f.month, f.day, timeZone), month: localMidnight(f.year, f.month, 1, timeZone) };
}

/** The instant a day given as `YYYY-MM-DD` begins in `timeZone`; `nextDay`: the day after it begins. */
export function dayStart(day: string, timeZone: string, nextDay = false) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return localMidnight(year, month, date + (nextDay ? 1 : 0), timeZone);
}
