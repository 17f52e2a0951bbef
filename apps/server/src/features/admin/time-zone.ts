/** One formatter per time zone: making one costs far more than using it (reports ask per day). */
const formats = new Map<string, Intl.DateTimeFormat>();

/** Calendar fields of an instant as a clock in `timeZone` shows them. */
function fieldsIn(ms: number, timeZone: string) {
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

/** How far the zone's clock is ahead of UTC at that instant, in ms. */
function offsetAt(ms: number, timeZone: string) {
  const f = fieldsIn(ms, timeZone);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(ms / 1000) * 1000;
}

/** The instant a local date begins in `timeZone` (twice refined, so DST changes land right). */
function localMidnight(year: number, month: number, day: number, timeZone: string) {
  const asUtc = Date.UTC(year, month - 1, day);
  const first = asUtc - offsetAt(asUtc, timeZone);
  return asUtc - offsetAt(first, timeZone);
}

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
