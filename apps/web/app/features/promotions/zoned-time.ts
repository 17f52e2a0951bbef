/**
 * "2026-12-01T09:00" as the shop's staff mean it (in the shop's time zone) ⇄ epoch milliseconds,
 * for the start and end of vouchers and promotions.
 */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** Epoch ms of a local date-time in `timeZone`, or null for empty or unreadable text. */
export function zonedToEpoch(local: string, timeZone: string): number | null {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(local)) return null;
  const guess = Date.parse(`${local}:00Z`);
  if (Number.isNaN(guess)) return null;
  const first = guess - offsetMs(guess, timeZone);
  // Once more, for the hours around a change of the clocks.
  return guess - offsetMs(first, timeZone);
}

/** The local date-time text (for a datetime-local input) of an instant in `timeZone`. */
export function epochToZoned(ms: number, timeZone: string): string {
  const local = new Date(ms + offsetMs(ms, timeZone));
  return local.toISOString().slice(0, 16);
}
