import { maxReportDays, type ReportGrain, type ReportPeriod, type ReportQuery } from '@oja/shared/reports';
import { zonedDay } from '@oja/shared/zoned-time';
import { invalidField } from '../../errors.ts';
import { dayStart } from '../admin/index.ts';

const dayMs = 86_400_000;

/** `YYYY-MM-DD` of a calendar day counted from 1970-01-01 (calendar arithmetic, no time zone). */
const dayText = (n: number) => new Date(n * dayMs).toISOString().slice(0, 10);
/** The day number of `YYYY-MM-DD`, or NaN when it is no real date (2026-02-30). */
function dayNumber(text: string) {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  return dayText(ms / dayMs) === text ? ms / dayMs : Number.NaN;
}

/** How far the shop's clock is ahead of UTC at the range's start, in ms (the queries' day arithmetic). */
export const offsetAtStart = (p: ResolvedPeriod) => dayNumber(p.period.from) * dayMs - p.start;
/** The day number (days since 1970-01-01) of `YYYY-MM-DD`. */
export const dayNumberOf = dayNumber;
/** `YYYY-MM-DD` of a day number. */
export const dayTextOf = dayText;

/** The first day of the day's week (weeks begin on Monday) or month, or the day itself. */
export function bucketOf(day: string, grain: ReportGrain) {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 7)}-01`;
  const n = dayNumber(day);
  const weekday = (new Date(n * dayMs).getUTCDay() + 6) % 7; // Monday 0
  return dayText(n - weekday);
}

/** A range resolved to instants: [start, end) now and [previousStart, start) before. */
export interface ResolvedPeriod {
  period: ReportPeriod;
  start: number;
  end: number;
  previousStart: number;
  timeZone: string;
  /** Each bucket's first day, in order, empty ones included. */
  buckets: string[];
}

/**
 * The query's range in the shop's days: `from`…`to` inclusive, by default the 30 days up to today.
 * The previous period is as many days just before. The grain defaults to days up to 62 days,
 * weeks up to a year, months beyond.
 */
export function resolvePeriod(query: ReportQuery, timeZone: string, now: number): ResolvedPeriod {
  const today = dayNumber(zonedDay(now, timeZone));
  const to = query.to === undefined ? today : dayNumber(query.to);
  const from = query.from === undefined ? to - 29 : dayNumber(query.from);
  if (Number.isNaN(from)) throw invalidField('from', 'No such date');
  if (Number.isNaN(to)) throw invalidField('to', 'No such date');
  if (from > to) throw invalidField('from', 'The range must begin on or before its last day');
  const days = to - from + 1;
  if (days > maxReportDays) throw invalidField('from', `A report covers at most ${maxReportDays} days`);
  const grain: ReportGrain = query.grain ?? (days <= 62 ? 'day' : days <= 366 ? 'week' : 'month');
  const previousFrom = from - days;
  const buckets: string[] = [];
  for (let n = from; n <= to; n++) {
    const b = bucketOf(dayText(n), grain);
    if (buckets.at(-1) !== b) buckets.push(b);
  }
  return {
    period: {
      from: dayText(from),
      to: dayText(to),
      previous_from: dayText(previousFrom),
      previous_to: dayText(from - 1),
      days,
      grain,
      time_zone: timeZone,
    },
    start: dayStart(dayText(from), timeZone),
    end: dayStart(dayText(to), timeZone, true),
    previousStart: dayStart(dayText(previousFrom), timeZone),
    timeZone,
    buckets,
  };
}

/**
 * Hours counted from the range's start (what the queries group by: exact in every time zone whose
 * offsets are whole hours from local midnight, which is all of them but a few half-hour DST
 * zones) → the bucket the hour falls in.
 */
export function bucketOfHour(p: ResolvedPeriod, hour: number) {
  return bucketsOfHours(p)[hour] ?? bucketOf(zonedDay(p.start + hour * 3_600_000, p.timeZone), p.period.grain);
}

const hourBuckets = new WeakMap<ResolvedPeriod, string[]>();

/**
 * Every hour's bucket of a period, worked out once from its days' local midnights: a time zone
 * look-up per day rather than per hour of every row (a year by the hour is 8,784 hours per
 * currency or state, which took a report of a year past 300 ms; bench/reports.ts).
 */
function bucketsOfHours(p: ResolvedPeriod) {
  let list = hourBuckets.get(p);
  if (list) return list;
  list = [];
  const first = dayNumber(p.period.from);
  const hours = Math.ceil((p.end - p.start) / 3_600_000);
  let day = 0;
  let nextMidnight = dayStart(dayText(first), p.timeZone, true);
  let bucket = bucketOf(dayText(first), p.period.grain);
  for (let h = 0; h < hours; h++) {
    const at = p.start + h * 3_600_000;
    while (at >= nextMidnight && day < p.period.days - 1) {
      day++;
      nextMidnight = dayStart(dayText(first + day), p.timeZone, true);
      bucket = bucketOf(dayText(first + day), p.period.grain);
    }
    list.push(bucket);
  }
  hourBuckets.set(p, list);
  return list;
}
