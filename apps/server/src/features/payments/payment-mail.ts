import { formatDeliveryEstimate } from '@oja/shared/delivery-text';
import { formatMoney } from '@oja/shared/money';
import { escapeHtml, type MailMessage } from '../../mail/index.ts';

interface PaidOrder {
  to: string;
  firstName: string;
  orderRef: string;
  amountMinor: number;
  currency: 'NGN' | 'USD';
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
