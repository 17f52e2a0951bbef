import { composeMail } from './layout.ts';
import type { MailMessage } from './outbox.ts';
import { translator } from '../i18n/index.ts';

/** What a staff alert (issue 35) says; amounts are already formatted. */
export type StaffAlert =
  | { kind: 'order_paid'; ref: string; amount: string }
  | { kind: 'transfer_waiting'; ref: string; amount: string; reference: string }
  | { kind: 'refund_failed'; ref: string; amount: string; reason: string }
  | { kind: 'low_stock'; product: string; quantity: number; threshold: number }
  | ({ kind: 'morning_summary' } & DayFigures);

/**
 * The morning summary's figures (issue 35): a shop day's orders placed, paid orders and their
 * total per currency, refunds per currency and new customer accounts; transfers waiting and
 * products on or below their low-stock line as they are when it is sent. Amounts already formatted.
 */
export interface DayFigures {
  /** The shop's day, YYYY-MM-DD. */
  day: string;
  placed: number;
  paid: { currency: string; orders: number; amount: string }[];
  refunds: { currency: string; refunds: number; amount: string }[];
  newCustomers: number;
  transfersWaiting: number;
  lowStock: number;
}

const pages: Record<StaffAlert['kind'], string> = {
  order_paid: '/admin/orders',
  transfer_waiting: '/admin/transfers',
  refund_failed: '/admin',
  low_stock: '/admin/products?low_stock=1',
  morning_summary: '/admin/reports',
};

/** One staff alert e-mail, in the staff member's language, with a link to the back office page to act on. */
export function staffAlertMail(
  to: { email: string; first_name: string; language?: string | null },
  alert: StaffAlert,
  publicUrl: string | undefined,
): MailMessage {
  const t = translator(to.language);
  const link =
    publicUrl === undefined
      ? undefined
      : {
          href: `${publicUrl}${pages[alert.kind]}`,
          text: t(alert.kind === 'morning_summary' ? 'alert.mail.summary.link' : 'alert.mail.link'),
        };
  if (alert.kind === 'morning_summary') {
    const lines = [
      t('alert.mail.summary.placed', { count: alert.placed }),
      ...alert.paid.map((p) => t('alert.mail.summary.paid', p)),
      ...alert.refunds.map((r) =>
        t('alert.mail.summary.refunds', { currency: r.currency, count: r.refunds, amount: r.amount }),
      ),
      t('alert.mail.summary.customers', { count: alert.newCustomers }),
      t('alert.mail.summary.transfers', { count: alert.transfersWaiting }),
      t('alert.mail.summary.low-stock', { count: alert.lowStock }),
    ];
    return composeMail({
      to,
      language: to.language,
      subject: t('alert.mail.summary.subject', { day: alert.day }),
      blocks: [t('alert.mail.summary.intro', { day: alert.day }), { lines }, t('alert.mail.why')],
      link,
    });
  }
  const [subject, body] =
    alert.kind === 'order_paid'
      ? [t('alert.mail.order-paid.subject', alert), t('alert.mail.order-paid.body', alert)]
      : alert.kind === 'transfer_waiting'
        ? [t('alert.mail.transfer-waiting.subject', alert), t('alert.mail.transfer-waiting.body', alert)]
        : alert.kind === 'refund_failed'
          ? [t('alert.mail.refund-failed.subject', alert), t('alert.mail.refund-failed.body', alert)]
          : [t('alert.mail.low-stock.subject', alert), t('alert.mail.low-stock.body', alert)];
  return composeMail({
    to,
    language: to.language,
    subject,
    blocks: [body, t('alert.mail.why')],
    link,
  });
}
