import { formatMoney } from '@oja/shared/money';
import { escapeHtml, type MailMessage } from '../../mail/index.ts';

interface RefundedCharge {
  to: string;
  firstName: string;
  orderRef: string;
  amountMinor: number;
  currency: 'NGN' | 'USD';
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
