import type { Kysely } from 'kysely';
import { formatDeliveryEstimate } from '@oja/shared/delivery';
import type { DB, OrderState } from '../../db/schema.ts';
import { enqueueSms, fitsOneSms } from '../../sms/index.ts';
import { dateTag, translator, type ServerMessageId } from '../../i18n/index.ts';

export interface SmsOrder {
  order_ref: string;
  delivery_method: 'home' | 'pickup';
  pickup_station_name: string | null;
  delivery_from: string | null;
  delivery_to: string | null;
  /** The order's language (migration 0017); English when absent. */
  language?: string | null;
}

/** Letters of Hausa's alphabet that have no plain form in Unicode's decompositions. */
const hooked: Record<string, string> = { ɓ: 'b', ɗ: 'd', ƙ: 'k', ƴ: 'y', Ɓ: 'B', Ɗ: 'D', Ƙ: 'K', Ƴ: 'Y', ŋ: 'n' };

/** Only ASCII: the letters without their marks (ẹ → e, ɓ → b), dashes as "-", anything else dropped. */
const ascii = (s: string) =>
  s
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[ɓɗƙƴƁƊƘƳŋ]/g, (c) => hooked[c]!)
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');

const messages: Partial<Record<OrderState, { home: ServerMessageId; pickup?: ServerMessageId; estimate?: true }>> = {
  awaiting: { home: 'sms.awaiting' },
  opened: { home: 'sms.opened', estimate: true },
  processed: { home: 'sms.processed', pickup: 'sms.processed-pickup', estimate: true },
  delivered: { home: 'sms.delivered', pickup: 'sms.delivered-pickup' },
  refunded: { home: 'sms.refunded' },
  cancelled: { home: 'sms.cancelled' },
  expired: { home: 'sms.expired' },
};

/**
 * The estimate's dates: "Mon 28 Dec - Thu 31 Dec" in English and Pidgin, as always; day/month
 * numbers ("28/12 - 31/12") in Yoruba, Hausa and Igbo, whose day and month names would not leave
 * room in a 70-character UCS-2 message.
 */
function smsDates(estimate: { from: string; to: string }, language: string | null | undefined): string {
  const tag = dateTag(language);
  if (tag === 'en-GB') return formatDeliveryEstimate(estimate, tag);
  // Day first, as Nigeria writes dates (Intl's Hausa data puts the month first).
  const show = (iso: string) => `${Number(iso.slice(8, 10))}/${Number(iso.slice(5, 7))}`;
  return estimate.from === estimate.to ? show(estimate.from) : `${show(estimate.from)} – ${show(estimate.to)}`;
}

/** The station's name shortened to `length` characters, "..." marking the cut. */
const cut = (name: string, length: number) =>
  name.length <= length ? name : `${name.slice(0, Math.max(0, length - 3)).trimEnd()}...`;

/**
 * The text of the order update for a state the order has just entered, in the order's language,
 * one SMS long, or null for states the customer is not texted about (placing it: they did it
 * themselves). `awaiting` is staff having set the fees (ready for payment).
 *
 * One SMS holds 160 GSM-7 characters, but only 70 once a single letter is outside GSM-7 (the tone
 * marks of Yoruba and Igbo, Hausa's hooked letters): the message then goes out in UCS-2 with its
 * marks when it fits (a long station name shortened), else spelled without marks in GSM-7
 * (readable, if not correct), and only then without the dates: never two messages.
 */
export function orderSmsText(order: SmsOrder, state: OrderState): string | null {
  const ids = messages[state];
  if (!ids) return null;
  const t = translator(order.language);
  const pickup = order.delivery_method === 'pickup' && ids.pickup !== undefined;
  const id = pickup ? ids.pickup! : ids.home;
  const dates =
    ids.estimate && order.delivery_from && order.delivery_to
      ? smsDates({ from: order.delivery_from, to: order.delivery_to }, order.language)
      : null;
  const station = order.pickup_station_name ?? '';

  const compose = (fold: boolean, name: string, withDates: boolean) => {
    const f = fold ? ascii : (s: string) => s;
    const text = f(t(id, { ref: order.order_ref, station: f(name) }));
    return withDates && dates ? `${text} ${f(t('sms.expected', { dates }))}` : text;
  };
  // English keeps to GSM-7 as it always did (a station "Ìkẹjà" is written "Ikeja" there). The
  // dates are worth more than the marks: with them first, marked then plain; then without them.
  const foldings = !order.language || order.language === 'en' ? [true] : [false, true];
  for (const withDates of dates ? [true, false] : [false]) {
    for (const fold of foldings) {
      const full = compose(fold, station, withDates);
      if (fitsOneSms(full)) return full;
      if (!pickup) continue;
      // With its marks, a station keeps at least 20 characters: a longer plain name is more use.
      for (let length = station.length - 1; length >= (fold ? 8 : 20); length -= 1) {
        const shorter = compose(fold, cut(station, length), withDates);
        if (fitsOneSms(shorter)) return shorter;
      }
    }
  }
  return compose(true, cut(station, 12), false);
}

/**
 * Queues the SMS about the state `orderId` has just entered, when its customer asked for updates
 * by SMS and gave a phone number. Call it in the transaction of the change, beside the e-mail.
 */
export async function queueOrderSms(db: Kysely<DB>, orderId: number, state: OrderState, now = Date.now()) {
  const order = await db
    .selectFrom('orders')
    .select([
      'order_ref',
      'sms_updates',
      'address_phone',
      'delivery_method',
      'pickup_station_name',
      'delivery_from',
      'delivery_to',
      'language',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.sms_updates !== 1 || order.address_phone.trim() === '') return;
  const text = orderSmsText(order, state);
  if (text === null) return;
  await enqueueSms(db, { to: order.address_phone, text, label: `SMS: order ${order.order_ref} ${state}` }, now);
}
