import type { StaffTargetState } from '@oja/shared/staff-orders';
import { storedLanguage } from '@oja/shared/languages';
import { dateNumbers, formatEstimate, localDates } from '@oja/shared/local-dates';
import { formatMoney, type Currency } from '@oja/shared/money';
import type { Bill, BillRow, FeeKind } from '@oja/shared/order-bill';
import { escapeHtml } from './html.ts';
import { composeMail } from './layout.ts';
import type { MailMessage } from './outbox.ts';
import { dateTag, translator, type ServerMessageId } from '../i18n/index.ts';

interface Customer {
  email: string;
  first_name: string;
  /** The order's language (migration 0017); English when absent. */
  language?: string | null;
}

export interface ReviewedOrder {
  ref: string;
  currency: Currency;
  subtotal: number;
  /** Discounts taken off the subtotal (the promotions, the voucher with its code), as positive amounts. */
  discounts?: ({ kind: 'promotions'; minor: number } | { kind: 'voucher'; code: string | null; minor: number })[];
  fees: { label: string; minor: number }[];
  total: number;
  /** The order's bill (packages/shared/src/order-bill.ts): when given, the mail lists it in full. */
  bill?: Bill;
}

const billFeeMessages: Record<FeeKind, ServerMessageId> = {
  shipping_cost: 'order.mail.fee.shipping',
  freight_fee: 'order.mail.fee.freight',
  handling_fee: 'order.mail.fee.handling',
  packaging_fee: 'order.mail.fee.packaging',
  insurance_fee: 'order.mail.fee.insurance',
};

/**
 * An order's bill as lines of an e-mail (issue 30, E1, E2): each item with the variant bought,
 * then the subtotal, the discounts, every fee and the total, as the order's pages show it.
 */
export function billMailLines(
  language: string | null | undefined,
  bill: Bill,
  total: 'mail.total-to-pay' | 'mail.total',
): string[] {
  const t = translator(language);
  const money = (minor: number) => formatMoney(minor, bill.currency);
  const row = (r: BillRow) =>
    r.kind === 'subtotal'
      ? t('mail.subtotal', { amount: money(r.minor) })
      : r.kind === 'promotions'
        ? `${t('order.mail.promotions')}: -${money(-r.minor)}`
        : r.kind === 'voucher'
          ? `${t('order.mail.voucher', { code: r.code ?? '' }).trim()}: -${money(-r.minor)}`
          : `${t(billFeeMessages[r.kind])}: ${money(r.minor)}`;
  return [
    ...bill.lines.flatMap((l) => [
      `${l.name} × ${l.quantity}: ${money(l.total_minor)}`,
      ...(l.discount_minor > 0 ? [`  ${l.promotion ?? t('order.mail.promotions')}: -${money(l.discount_minor)}`] : []),
    ]),
    '',
    ...bill.rows.map(row),
    t(total, { amount: money(bill.total_minor) }),
  ];
}

/** The fees staff set (features/orders/staff-orders.service.ts names them in English), in the customer's language. */
const feeMessages: Record<string, ServerMessageId> = {
  'Shipping cost': 'order.mail.fee.shipping',
  'Freight fee': 'order.mail.fee.freight',
  'Handling fee': 'order.mail.fee.handling',
  'Packaging fee': 'order.mail.fee.packaging',
  'Insurance fee': 'order.mail.fee.insurance',
};

/** "Your order is ready for payment": the fees staff set and the total to pay. */
export function readyForPaymentMail(to: Customer, order: ReviewedOrder, publicUrl: string): MailMessage {
  const t = translator(to.language);
  const money = (minor: number) => formatMoney(minor, order.currency);
  const discountLabel = (d: NonNullable<ReviewedOrder['discounts']>[number]) =>
    d.kind === 'promotions' ? t('order.mail.promotions') : t('order.mail.voucher', { code: d.code ?? '' }).trim();
  const feeLabel = (label: string) => (feeMessages[label] ? t(feeMessages[label]) : label);
  const lines = order.bill
    ? billMailLines(to.language, order.bill, 'mail.total-to-pay')
    : [
        t('mail.subtotal', { amount: money(order.subtotal) }),
        ...(order.discounts ?? []).filter((d) => d.minor > 0).map((d) => `${discountLabel(d)}: -${money(d.minor)}`),
        ...order.fees.map((f) => `${feeLabel(f.label)}: ${money(f.minor)}`),
        t('mail.total-to-pay', { amount: money(order.total) }),
      ];
  return composeMail({
    to,
    language: to.language,
    subject: t('mail.ready.subject', { ref: order.ref }),
    blocks: [t('mail.ready.body', { ref: order.ref }), { lines }],
    link: { href: `${publicUrl}/dashboard/my-orders`, text: t('mail.ready.link') },
  });
}

const statusText: Record<StaffTargetState, { subject: ServerMessageId; body: ServerMessageId }> = {
  processed: { subject: 'mail.processed.subject', body: 'mail.processed.body' },
  delivered: { subject: 'mail.delivered.subject', body: 'mail.delivered.body' },
  refunded: { subject: 'mail.refunded.subject', body: 'mail.refunded.body' },
};

/**
 * A status change made by staff, told to the customer. A processed order collected from a station
 * is on its way there, as its SMS says (issue 30, E14: one event, one message on every channel).
 */
export function statusChangedMail(
  to: Customer,
  ref: string,
  status: StaffTargetState,
  publicUrl: string,
  station: string | null = null,
): MailMessage {
  const ids = statusText[status];
  const t = translator(to.language);
  const body =
    status === 'processed' && station !== null
      ? t('mail.processed-pickup.body', { ref, station })
      : t(ids.body, { ref });
  return composeMail({
    to,
    language: to.language,
    subject: t(ids.subject, { ref }),
    blocks: [body],
    link: { href: `${publicUrl}/dashboard/my-orders`, text: t('mail.orders.link') },
  });
}

/**
 * The order just placed (issue 30, E14): its total and where to pay when its fees are known, else
 * that staff will set them and the shopper will be told.
 */
export function orderPlacedMail(to: Customer, ref: string, amount: string | null, publicUrl: string): MailMessage {
  const t = translator(to.language);
  return composeMail({
    to,
    language: to.language,
    subject: t('mail.placed.subject', { ref }),
    blocks: [amount === null ? t('mail.placed-review.body', { ref }) : t('mail.placed.body', { ref, amount })],
    link: { href: `${publicUrl}/dashboard/my-orders`, text: t('mail.orders.link') },
  });
}

/** Pay on delivery accepted (issue 30, E14): the amount to have ready for the rider. */
export function onDeliveryAcceptedMail(to: Customer, ref: string, amount: string, publicUrl: string): MailMessage {
  const t = translator(to.language);
  return composeMail({
    to,
    language: to.language,
    subject: t('mail.on-delivery.subject', { ref }),
    blocks: [t('mail.on-delivery.body', { ref, amount })],
    link: { href: `${publicUrl}/dashboard/my-orders`, text: t('mail.orders.link') },
  });
}

/** A pay-on-delivery order refused at the door, and so cancelled (issue 30, E14). */
export function refusedAtDeliveryMail(to: Customer, ref: string, publicUrl: string): MailMessage {
  const t = translator(to.language);
  return composeMail({
    to,
    language: to.language,
    subject: t('mail.refused.subject', { ref }),
    blocks: [t('mail.refused.body', { ref })],
    link: { href: `${publicUrl}/dashboard/my-orders`, text: t('mail.orders.link') },
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
  /** The order's language (migration 0017); English when absent. */
  language?: string | null;
  /** The order's bill: what was bought (with the variant), the discounts and fees (E14). */
  bill?: Bill;
}

/** "Payment received": sent once, in the transaction that opens the order. */
export function paymentReceivedMail(p: PaidOrder): MailMessage {
  const t = translator(p.language);
  const amount = formatMoney(p.amountMinor, p.currency);
  const testNote = t('mail.test-mode');
  const test = p.testMode ? `${testNote} ` : '';
  const delivery = [
    p.pickupStation ? t('mail.paid.collect', { station: p.pickupStation }) : '',
    p.estimate ? t('mail.paid.estimate', { dates: formatEstimate(storedLanguage(p.language), p.estimate) }) : '',
  ].filter(Boolean);
  const paid = (a: string, r: string, provider: string) => t('mail.paid.body', { amount: a, ref: r, provider });
  const hello = t('mail.hello', { name: p.firstName });
  const opened = t('mail.paid.opened');
  const lines = [
    hello,
    '',
    `${test}${paid(amount, p.orderRef, p.providerName)}`,
    opened,
    ...delivery,
    ...(p.bill ? ['', ...billMailLines(p.language, p.bill, 'mail.total')] : []),
    '',
    `${t('mail.paid.follow')}: ${p.myOrdersUrl}`,
    '',
    t('mail.paid.thanks'),
  ];
  // The HTML body: the same words, with the amount and the order number in bold.
  const bold = (s: string) => `<strong>${escapeHtml(s)}</strong>`;
  const marks = ['\u0001', '\u0002', '\u0003'] as const;
  const paidHtml = escapeHtml(paid(marks[0], marks[1], marks[2]))
    .replace(marks[0], bold(amount))
    .replace(marks[1], bold(p.orderRef))
    .replace(marks[2], escapeHtml(p.providerName));
  const html = `<p>${escapeHtml(hello)}</p>
${p.testMode ? `<p><strong>${escapeHtml(testNote)}</strong></p>\n` : ''}<p>${paidHtml}</p>
<p>${escapeHtml(opened).replace(/&quot;([^&]*)&quot;/, '&ldquo;$1&rdquo;')}</p>
${delivery.map((line) => `<p>${escapeHtml(line)}</p>\n`).join('')}${p.bill ? `<p>${billMailLines(p.language, p.bill, 'mail.total').map(escapeHtml).join('<br>\n')}</p>\n` : ''}<p><a href="${escapeHtml(p.myOrdersUrl)}">${escapeHtml(t('mail.paid.follow'))}</a></p>
<p>${escapeHtml(t('mail.paid.thanks'))}</p>`;
  return {
    to: p.to,
    subject: `${p.testMode ? '[TEST] ' : ''}${t('mail.paid.subject', { ref: p.orderRef })}`,
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
  /** The order's language (migration 0017); English when absent. */
  language?: string | null;
}

/** A message's HTML with some of its values in bold (each value escaped, as the text around it). */
function withBold(text: (values: Record<string, string>) => string, values: Record<string, string>, bold: string[]) {
  const marks = Object.fromEntries(Object.keys(values).map((k, i) => [k, String.fromCharCode(1 + i)]));
  let html = escapeHtml(text(marks));
  for (const [k, mark] of Object.entries(marks)) {
    const value = escapeHtml(values[k]!);
    html = html.replaceAll(mark, bold.includes(k) ? `<strong>${value}</strong>` : value);
  }
  return html;
}

/** "We are refunding your payment": queued once, in the transaction that records the refund. */
export function refundMail(p: RefundedCharge): MailMessage {
  const t = translator(p.language);
  const amount = formatMoney(p.amountMinor, p.currency);
  const testNote = t('mail.test-mode');
  const test = p.testMode ? `${testNote} ` : '';
  const values = { amount, ref: p.orderRef, provider: p.providerName };
  const hello = t('mail.hello', { name: p.firstName });
  const received = (v: Record<string, string>) => t('pay.mail.refund.received', v);
  const refunding = t('pay.mail.refund.body', values);
  const lines = [
    hello,
    '',
    `${test}${received(values)}`,
    p.reason,
    '',
    refunding,
    '',
    `${t('pay.mail.refund.orders')}: ${p.myOrdersUrl}`,
    '',
    'Oja',
  ];
  const html = `<p>${escapeHtml(hello)}</p>
${p.testMode ? `<p><strong>${escapeHtml(testNote)}</strong></p>\n` : ''}<p>${withBold(received, values, ['amount', 'ref'])} ${escapeHtml(p.reason)}</p>
<p>${escapeHtml(refunding)}</p>
<p><a href="${escapeHtml(p.myOrdersUrl)}">${escapeHtml(t('pay.mail.refund.orders'))}</a></p>
<p>Oja</p>`;
  return {
    to: p.to,
    subject: `${p.testMode ? '[TEST] ' : ''}${t('pay.mail.refund.subject', { ref: p.orderRef })}`,
    text: lines.join('\n'),
    html,
  };
}

/** What the customer must send for a bank transfer: the same details the checkout page shows. */
export interface TransferInstructions {
  to: string;
  firstName: string;
  orderRef: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  amountMinor: number;
  currency: Currency;
  reference: string;
  /** When the order expires unless the money arrives, as the shop's staff would write it (ms since the epoch). */
  expiresAt: number | null;
  /** The shop's time zone, for the deadline. */
  timeZone: string;
  checkoutUrl: string;
  /** The order's language (migration 0017); English when absent. */
  language?: string | null;
}

/**
 * A payment deadline: "24 Nov 2026, 08:52" in English and Pidgin as before; the month by its name in
 * Hausa and Igbo (CLDR's long date, Node has it: "24 Nuwamba, 2026 da 08:52"); Yoruba's numbered
 * month from the page's own table (local-dates.ts), as CLDR's traditional names are unknown to many
 * readers and its Yoruba time is written "ní 8:52".
 */
function deadlineText(language: string | null | undefined, when: number, timeZone: string): string {
  const yo = storedLanguage(language) === 'yo' ? localDates.yo : undefined;
  if (yo) {
    const n = dateNumbers(new Date(when), timeZone);
    return `${yo.date(n.day, yo.months[n.month - 1]!, n.year)}, ${n.time}`;
  }
  const tag = dateTag(language);
  return new Intl.DateTimeFormat(tag, {
    timeZone,
    dateStyle: tag === 'en-GB' ? 'medium' : 'long',
    timeStyle: 'short',
  }).format(new Date(when));
}

export function bankTransferMail(p: TransferInstructions): MailMessage {
  const t = translator(p.language);
  const amount = formatMoney(p.amountMinor, p.currency);
  const details: [string, string][] = [
    [t('pay.mail.transfer.bank'), p.bankName],
    [t('pay.mail.transfer.account-name'), p.accountName],
    [t('pay.mail.transfer.account-number'), p.accountNumber],
    [t('pay.amount'), amount],
    [t('pay.reference'), p.reference],
  ];
  const date = p.expiresAt === null ? null : deadlineText(p.language, p.expiresAt, p.timeZone);
  const deadline = date ? t('pay.mail.transfer.deadline', { date }) : '';
  const hello = t('mail.hello', { name: p.firstName });
  const intro = (v: Record<string, string>) => t('pay.mail.transfer.intro', v);
  const narration = (v: Record<string, string>) => t('pay.mail.transfer.narration', v);
  const introValues = { ref: p.orderRef, amount };
  const lines = [
    hello,
    '',
    intro(introValues),
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    narration({ reference: p.reference }),
    ...(deadline ? [deadline] : []),
    t('pay.mail.transfer.arrives'),
    '',
    `${t('pay.mail.transfer.link')}: ${p.checkoutUrl}`,
    '',
    t('mail.paid.thanks'),
  ];
  const html = `<p>${escapeHtml(hello)}</p>
<p>${withBold(intro, introValues, ['ref', 'amount'])}</p>
<table>${details.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p>${withBold(narration, { reference: p.reference }, ['reference'])}</p>
${deadline ? `<p>${escapeHtml(deadline)}</p>\n` : ''}<p>${escapeHtml(t('pay.mail.transfer.arrives'))}</p>
<p><a href="${escapeHtml(p.checkoutUrl)}">${escapeHtml(t('pay.mail.transfer.link'))}</a></p>
<p>${escapeHtml(t('mail.paid.thanks'))}</p>`;
  return {
    to: p.to,
    subject: t('pay.mail.transfer.subject', { ref: p.orderRef }),
    text: lines.join('\n'),
    html,
  };
}
