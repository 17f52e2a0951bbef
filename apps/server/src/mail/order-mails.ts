import type { StaffTargetState } from '@oja/shared/admin-orders';
import { formatDeliveryEstimate } from '@oja/shared/delivery-text';
import { formatMoney, type Currency } from '@oja/shared/money';
import { escapeHtml } from './html.ts';
import { composeMail } from './layout.ts';
import type { MailMessage } from './outbox.ts';

interface Customer {
  email: string;
  first_name: string;
}

export interface ReviewedOrder {
  ref: string;
  currency: Currency;
  subtotal: number;
  fees: { label: string; minor: number }[];
  total: number;
}

/** "Your order is ready for payment": the fees staff set and the total to pay. */
export function readyForPaymentMail(to: Customer, order: ReviewedOrder, publicUrl: string): MailMessage {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const lines = [
    `Subtotal: ${money(order.subtotal)}`,
    ...order.fees.map((f) => `${f.label}: ${money(f.minor)}`),
    `Total to pay: ${money(order.total)}`,
  ];
  return composeMail({
    to,
    subject: `Your Oja order ${order.ref} is ready for payment`,
    blocks: [`We have reviewed your order ${order.ref} and set its delivery fees. You can pay for it now.`, { lines }],
    link: { href: `${publicUrl}/dashboard/my-orders`, text: 'Pay in My Orders' },
  });
}

const statusText: Record<StaffTargetState, { subject: string; body: string }> = {
  processed: { subject: 'is being prepared', body: 'is processed: we are preparing it for delivery.' },
  delivered: { subject: 'has been delivered', body: 'has been delivered. Thank you for shopping with us!' },
  refunded: { subject: 'has been refunded', body: 'has been refunded. The money goes back the way you paid.' },
};

/** A status change made by staff, told to the customer. */
export function statusChangedMail(to: Customer, ref: string, status: StaffTargetState, publicUrl: string): MailMessage {
  const t = statusText[status];
  return composeMail({
    to,
    subject: `Your Oja order ${ref} ${t.subject}`,
    blocks: [`Your order ${ref} ${t.body}`],
    link: { href: `${publicUrl}/dashboard/my-orders`, text: 'See your orders' },
  });
}

interface PaidOrder {
  to: string;
  firstName: string;
  orderRef: string;
  amountMinor: number;
  currency: Currency;
  providerName: string;
  testMode: boolean;
  myOrdersUrl: string;
  /** The estimated delivery dates and the pickup station, when the order has them. */
  estimate?: { from: string; to: string } | null;
  pickupStation?: string | null;
}

/** "Payment received": sent once, in the transaction that opens the order. */
export function paymentReceivedMail(p: PaidOrder): MailMessage {
  const amount = formatMoney(p.amountMinor, p.currency);
  const test = p.testMode ? 'TEST MODE — no real money was taken. ' : '';
  const delivery = [
    p.pickupStation ? `Collect it from: ${p.pickupStation}.` : '',
    p.estimate ? `Estimated delivery: ${formatDeliveryEstimate(p.estimate)}.` : '',
  ].filter(Boolean);
  const lines = [
    `Hello ${p.firstName},`,
    '',
    `${test}We have received your payment of ${amount} for order ${p.orderRef} (paid with ${p.providerName}).`,
    'Your order is now "Order opened": we are preparing it and will let you know when it is on its way.',
    ...delivery,
    '',
    `Follow your orders: ${p.myOrdersUrl}`,
    '',
    'Thank you for shopping with Oja.',
  ];
  const html = `<p>Hello ${escapeHtml(p.firstName)},</p>
${p.testMode ? '<p><strong>TEST MODE — no real money was taken.</strong></p>\n' : ''}<p>We have received your payment of <strong>${escapeHtml(amount)}</strong> for order <strong>${escapeHtml(p.orderRef)}</strong> (paid with ${escapeHtml(p.providerName)}).</p>
<p>Your order is now &ldquo;Order opened&rdquo;: we are preparing it and will let you know when it is on its way.</p>
${delivery.map((line) => `<p>${escapeHtml(line)}</p>\n`).join('')}<p><a href="${escapeHtml(p.myOrdersUrl)}">Follow your orders</a></p>
<p>Thank you for shopping with Oja.</p>`;
  return {
    to: p.to,
    subject: `${p.testMode ? '[TEST] ' : ''}Payment received for order ${p.orderRef}`,
    text: lines.join('\n'),
    html,
  };
}

interface RefundedCharge {
  to: string;
  firstName: string;
  orderRef: string;
  amountMinor: number;
  currency: Currency;
  providerName: string;
  /** Why the order could not take the money, in the customer's words (the payment's failure reason). */
  reason: string;
  testMode: boolean;
  myOrdersUrl: string;
}

/** "We are refunding your payment": queued once, in the transaction that records the refund. */
export function refundMail(p: RefundedCharge): MailMessage {
  const amount = formatMoney(p.amountMinor, p.currency);
  const test = p.testMode ? 'TEST MODE — no real money was taken. ' : '';
  const lines = [
    `Hello ${p.firstName},`,
    '',
    `${test}We received a payment of ${amount} for order ${p.orderRef} (paid with ${p.providerName}), but the order could not take it.`,
    p.reason,
    '',
    `We are refunding the whole ${amount} through ${p.providerName} to the card or account you paid with. ` +
      'You do not need to do anything; banks usually show a refund within 5 to 10 working days.',
    '',
    `Your orders: ${p.myOrdersUrl}`,
    '',
    'Oja',
  ];
  const html = `<p>Hello ${escapeHtml(p.firstName)},</p>
${p.testMode ? '<p><strong>TEST MODE — no real money was taken.</strong></p>\n' : ''}<p>We received a payment of <strong>${escapeHtml(amount)}</strong> for order <strong>${escapeHtml(p.orderRef)}</strong> (paid with ${escapeHtml(p.providerName)}), but the order could not take it. ${escapeHtml(p.reason)}</p>
<p>We are refunding the whole ${escapeHtml(amount)} through ${escapeHtml(p.providerName)} to the card or account you paid with. You do not need to do anything; banks usually show a refund within 5 to 10 working days.</p>
<p><a href="${escapeHtml(p.myOrdersUrl)}">Your orders</a></p>
<p>Oja</p>`;
  return {
    to: p.to,
    subject: `${p.testMode ? '[TEST] ' : ''}Refund of your payment for order ${p.orderRef}`,
    text: lines.join('\n'),
    html,
  };
}
