import type { Kysely } from 'kysely';
import { formatDeliveryEstimate } from '@oja/shared/delivery';
import type { DB, OrderState } from '../../db/schema.ts';
import { enqueueSms, smsLimit } from '../../sms/index.ts';

export interface SmsOrder {
  order_ref: string;
  delivery_method: 'home' | 'pickup';
  pickup_station_name: string | null;
  delivery_from: string | null;
  delivery_to: string | null;
}

/** A station's name cut to fit the rest of the message (GSM-7 "..." marks the cut). */
function fit(prefix: string, name: string, suffix: string): string {
  const room = smsLimit - prefix.length - suffix.length;
  const cut = name.length <= room ? name : `${name.slice(0, Math.max(0, room - 3)).trimEnd()}...`;
  return `${prefix}${cut}${suffix}`;
}

/** Only ASCII: the shop's own names could hold anything (a station "Ìkẹjà" is not GSM-7). */
const ascii = (s: string) =>
  s
    .replace(/[\u2013\u2014]/g, '-')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');

/**
 * The text of the order update for a state the order has just entered, one SMS long (160 GSM-7
 * characters at most), or null for states the customer is not texted about (placing it: they did
 * it themselves). `awaiting` is staff having set the fees (ready for payment).
 */
export function orderSmsText(order: SmsOrder, state: OrderState): string | null {
  const ref = order.order_ref;
  const estimate =
    order.delivery_from && order.delivery_to
      ? ` Expected ${ascii(formatDeliveryEstimate({ from: order.delivery_from, to: order.delivery_to }))}.`
      : '';
  const station = order.delivery_method === 'pickup' ? ascii(order.pickup_station_name ?? '') : '';
  switch (state) {
    case 'awaiting':
      return `Oja: order ${ref} is ready for payment. Pay for it in My Orders on our website.`;
    case 'opened':
      return `Oja: payment received for order ${ref}. Thank you! We are preparing it.${estimate}`;
    case 'processed':
      return station
        ? fit(`Oja: order ${ref} is on its way to the pickup station `, station, `.${estimate}`)
        : `Oja: order ${ref} is on its way to you.${estimate}`;
    case 'delivered':
      return station
        ? fit(`Oja: order ${ref} is ready to collect at `, station, '. Bring your order number.')
        : `Oja: order ${ref} has been delivered. Thank you for shopping with us!`;
    case 'refunded':
      return `Oja: order ${ref} has been refunded. It may take a few days to show on your statement.`;
    case 'cancelled':
      return `Oja: order ${ref} has been cancelled.`;
    case 'expired':
      return `Oja: order ${ref} was not paid in time and has been cancelled.`;
  }
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
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.sms_updates !== 1 || order.address_phone.trim() === '') return;
  const text = orderSmsText(order, state);
  if (text === null) return;
  await enqueueSms(db, { to: order.address_phone, text, label: `SMS: order ${order.order_ref} ${state}` }, now);
}
