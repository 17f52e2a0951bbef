import type { StaffTargetState } from '@oja/shared/admin-orders';
import { formatMoney, type Currency } from '@oja/shared/money';
import { escapeHtml, type MailMessage } from '../../mail/index.ts';

interface Customer {
  email: string;
  first_name: string;
}

function message(
  to: Customer,
  subject: string,
  paragraphs: string[],
  link: { href: string; text: string },
): MailMessage {
  const text = [
    `Hello ${to.first_name},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${link.text}: ${link.href}`,
    '',
    'Oja',
  ];
  const html = [
    `<p>Hello ${escapeHtml(to.first_name)},</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`,
    '<p>Oja</p>',
  ];
  return { to: to.email, subject, text: text.join('\n'), html: html.join('\n') };
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
  return message(
    to,
    `Your Oja order ${order.ref} is ready for payment`,
    [`We have reviewed your order ${order.ref} and set its delivery fees. You can pay for it now.`, lines.join('\n')],
    { href: `${publicUrl}/dashboard/my-orders`, text: 'Pay in My Orders' },
  );
}

const statusText: Record<StaffTargetState, { subject: string; body: string }> = {
  processed: { subject: 'is being prepared', body: 'is processed: we are preparing it for delivery.' },
  delivered: { subject: 'has been delivered', body: 'has been delivered. Thank you for shopping with us!' },
  refunded: { subject: 'has been refunded', body: 'has been refunded. The money goes back the way you paid.' },
};

/** A status change made by staff, told to the customer. */
export function statusChangedMail(to: Customer, ref: string, status: StaffTargetState, publicUrl: string): MailMessage {
  const t = statusText[status];
  return message(to, `Your Oja order ${ref} ${t.subject}`, [`Your order ${ref} ${t.body}`], {
    href: `${publicUrl}/dashboard/my-orders`,
    text: 'See your orders',
  });
}
