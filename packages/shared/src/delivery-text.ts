import { formatMoney, type Currency } from './money.ts';

/**
 * The words of delivery shown in the browser (no zod here: these load with the cart on every page).
 */

/**
 * The one free-shipping promise, worded once: the home page, the cart and checkout all show this
 * text for the shopper's currency, from the same threshold that checkout applies.
 */
export function freeShippingPromise(thresholdMinor: number, currency: Currency): string {
  return `Free shipping on orders from ${formatMoney(thresholdMinor, currency)}`;
}

/**
 * "Tue 1 Dec – Thu 3 Dec" for an estimate (dates as YYYY-MM-DD, shown as calendar dates), in the
 * date style of `tag` (an Intl locale: "yo-NG" gives "Ajé, 28 Oṣù Ọ̀pẹ̀").
 */
export function formatDeliveryEstimate(estimate: { from: string; to: string }, tag = 'en-GB'): string {
  const show = (iso: string) =>
    new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  return estimate.from === estimate.to ? show(estimate.from) : `${show(estimate.from)} – ${show(estimate.to)}`;
}
