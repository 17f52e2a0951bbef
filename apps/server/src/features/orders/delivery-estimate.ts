import { fieldsIn } from '@oja/shared/zoned-time';
import type { DeliveryEstimate } from '@oja/shared/delivery';
import type { DeliveryDays } from './fee-rules.ts';

/** Today's calendar date in `timeZone`, as a UTC midnight (only its date fields are used). */
function localDate(now: number, timeZone: string): Date {
  const f = fieldsIn(now, timeZone);
  return new Date(Date.UTC(f.year, f.month - 1, f.day));
}

/** The date `n` business days (Monday to Friday) after `start`; 0 is `start` itself. */
function addBusinessDays(start: Date, n: number): Date {
  const d = new Date(start);
  for (let left = n; left > 0;) {
    d.setUTCDate(d.getUTCDate() + 1);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return d;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * When an order placed at `now` should arrive: `days.min` to `days.max` business days after the
 * shop's today (in its time zone). Public holidays are not counted out: the range is an estimate.
 */
export function deliveryEstimate(days: DeliveryDays | null, now: number, timeZone: string): DeliveryEstimate {
  if (!days) return null;
  const today = localDate(now, timeZone);
  return { from: isoDate(addBusinessDays(today, days.min)), to: isoDate(addBusinessDays(today, days.max)) };
}
