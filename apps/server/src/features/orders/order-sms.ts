import type { Kysely } from 'kysely';
import { formatDeliveryEstimate } from '@oja/shared/delivery';
import type { DB, OrderState } from '../../db/schema.ts';
import { enqueueSms, smsSize } from '../../sms/index.ts';
import { translator, type ServerMessageId } from '../../i18n/index.ts';

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
 * Decision 0059: Yoruba, Hausa and Igbo texts keep their marked letters (UCS-2 when a letter needs
 * it); English and Pidgin are written in GSM-7, a station's name spelled without its marks there.
 */
export const smsKeepsMarks = (language: string | null | undefined) =>
  language === 'yo' || language === 'ha' || language === 'ig';

/**
 * The SMS parts an order update may take (decision 0059): two when it names a pickup station (its
 * name, whole, is what the shopper needs), one for every other update.
 */
export const smsPartsAllowed = (namesStation: boolean) => (namesStation ? 2 : 1);

/**
 * The estimate's dates: "Mon 28 Dec - Thu 31 Dec" in English and Pidgin, as always; day/month
 * numbers ("28/12 - 31/12", day first as Nigeria writes dates) in Yoruba, Hausa and Igbo, whose day
 * and month names would not leave room in a 70-character UCS-2 part. A hyphen, not a dash: a
 * Hausa text without hooked letters then stays GSM-7.
 */
function smsDates(estimate: { from: string; to: string }, language: string | null | undefined): string {
  if (!smsKeepsMarks(language)) return ascii(formatDeliveryEstimate(estimate, 'en-GB'));
  const show = (iso: string) => `${Number(iso.slice(8, 10))}/${Number(iso.slice(5, 7))}`;
  return estimate.from === estimate.to ? show(estimate.from) : `${show(estimate.from)} - ${show(estimate.to)}`;
}

/** The station's name shortened to `length` characters, "..." marking the cut. */
const cut = (name: string, length: number) =>
  name.length <= length ? name : `${name.slice(0, Math.max(0, length - 3)).trimEnd()}...`;

export interface OrderSms {
  text: string;
  /** The parts it may take (it takes no more). */
  parts: number;
}

/**
 * The order update for a state the order has just entered, in the order's language, or null for
 * states the customer is not texted about (placing it: they did it themselves). `awaiting` is staff
 * having set the fees (ready for payment).
 *
 * Decision 0059: the text keeps its marked letters in Yoruba, Hausa and Igbo and takes the parts
 * it is allowed (smsPartsAllowed), never more: a station's name too long for them is shortened
 * (to 20 characters at least) before the dates go, and only then shortened further.
 */
export function orderSms(order: SmsOrder, state: OrderState): OrderSms | null {
  const ids = messages[state];
  if (!ids) return null;
  const t = translator(order.language);
  const pickup = order.delivery_method === 'pickup' && ids.pickup !== undefined;
  const id = pickup ? ids.pickup! : ids.home;
  const parts = smsPartsAllowed(pickup);
  const dates =
    ids.estimate && order.delivery_from && order.delivery_to
      ? smsDates({ from: order.delivery_from, to: order.delivery_to }, order.language)
      : null;
  const station = order.pickup_station_name ?? '';
  const letters = smsKeepsMarks(order.language) ? (s: string) => s : ascii;

  const compose = (name: string, withDates: boolean) => {
    const text = letters(t(id, { ref: order.order_ref, station: letters(name) }));
    return withDates && dates ? `${text} ${letters(t('sms.expected', { dates }))}` : text;
  };
  const fits = (text: string) => smsSize(text).parts <= parts;
  for (const [withDates, shortest] of dates
    ? ([
        [true, 20],
        [false, 8],
      ] as const)
    : ([[false, 8]] as const)) {
    const full = compose(station, withDates);
    if (fits(full)) return { text: full, parts };
    if (!pickup) continue;
    for (let length = station.length - 1; length >= shortest; length -= 1) {
      const shorter = compose(cut(station, length), withDates);
      if (fits(shorter)) return { text: shorter, parts };
    }
  }
  return { text: compose(cut(station, 8), false), parts };
}

/** A step's own text (one part), its marks kept as for {@link orderSms}. */
export function stepSms(order: SmsOrder, said: { id: ServerMessageId; amount: string }): OrderSms {
  const t = translator(order.language);
  const letters = smsKeepsMarks(order.language) ? (s: string) => s : ascii;
  // GSM-7 has no ₦ (and one ₦ would make the text UCS-2): Nigerian texts write N12,000.
  const amount = said.amount.replace('₦', 'N');
  return { text: letters(t(said.id, { ref: order.order_ref, amount })), parts: 1 };
}

/** The text of {@link orderSms}. */
export const orderSmsText = (order: SmsOrder, state: OrderState) => orderSms(order, state)?.text ?? null;

/**
 * Queues the SMS about the state `orderId` has just entered, when its customer asked for updates
 * by SMS and gave a phone number. Call it in the transaction of the change, beside the e-mail.
 */
export async function queueOrderSms(
  db: Kysely<DB>,
  orderId: number,
  state: OrderState,
  now = Date.now(),
  /** A step's own text instead of the state's (pay on delivery accepted, refused at the door). */
  said?: { id: ServerMessageId; amount: string },
) {
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
  const sms = said ? stepSms(order, said) : orderSms(order, state);
  if (sms === null) return;
  await enqueueSms(db, { to: order.address_phone, ...sms, label: `SMS: order ${order.order_ref} ${state}` }, now);
}
