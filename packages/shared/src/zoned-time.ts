/**
 * Clock arithmetic in the shop's time zone, for the server's reports and the web's voucher and
 * promotion dates: one way, with Intl only (no time-zone data of our own).
 */

/** One formatter per time zone: making one costs far more than using it (reports ask per day). */
const formats = new Map<string, Intl.DateTimeFormat>();

/** Calendar fields of an instant as a clock in `timeZone` shows them. */
export function fieldsIn(ms: number, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  const f = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  return { year: f.year!, month: f.month!, day: f.day!, hour: f.hour!, minute: f.minute!, second: f.second! };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "2026-03-01": the calendar date of an instant in `timeZone`. */
export function zonedDay(ms: number, timeZone: string) {
  const f = fieldsIn(ms, timeZone);
  return `${f.year}-${two(f.month)}-${two(f.day)}`;
}

/** "2026-03-01 00:30:00": an instant as the clock in `timeZone` shows it. */
export function zonedStamp(ms: number, timeZone: string) {
  const f = fieldsIn(ms, timeZone);
  return `${zonedDay(ms, timeZone)} ${two(f.hour)}:${two(f.minute)}:${two(f.second)}`;
}

/** How far the zone's clock is ahead of UTC at that instant, in ms. */
function offsetAt(ms: number, timeZone: string) {
  const f = fieldsIn(ms, timeZone);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(ms / 1000) * 1000;
}

/** The instant a wall-clock time (as if in UTC) is in `timeZone`: refined once more, for DST changes. */
function zonedInstant(asUtc: number, timeZone: string) {
  const first = asUtc - offsetAt(asUtc, timeZone);
  return asUtc - offsetAt(first, timeZone);
}

/** The instant a local date begins in `timeZone` (`day` may run past the month's end). */
export function localMidnight(year: number, month: number, day: number, timeZone: string) {
  return zonedInstant(Date.UTC(year, month - 1, day), timeZone);
}

/** Epoch ms of a local date-time ("2026-12-01T09:00") in `timeZone`, or null for empty or unreadable text. */
export function zonedToEpoch(local: string, timeZone: string): number | null {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  return Number.isNaN(asUtc) ? null : zonedInstant(asUtc, timeZone);
}

/** The local date-time text (for a datetime-local input) of an instant in `timeZone`. */
export function epochToZoned(ms: number, timeZone: string): string {
  return new Date(ms + offsetAt(ms, timeZone)).toISOString().slice(0, 16);
}
