import { escapeHtml } from './html.ts';
import type { MailMessage } from './outbox.ts';
import { translator } from '../i18n/index.ts';

/**
 * One block of an e-mail's body: a paragraph, or lines that belong together (a list of fees and
 * a total), which the text body puts on lines of their own and the HTML body breaks with `<br>`.
 */
export type MailBlock = string | { lines: string[] };

export interface MailLayout {
  to: { email: string; first_name: string };
  subject: string;
  blocks: MailBlock[];
  /** Optional for mails with nothing to open (a staff alert without the shop's address). */
  link?: { href: string; text: string };
  /** The customer's language (the order's or the account's); English when absent. */
  language?: string | null;
}

const textOf = (block: MailBlock) => (typeof block === 'string' ? block : block.lines.join('\n'));
const htmlOf = (block: MailBlock) =>
  `<p>${typeof block === 'string' ? escapeHtml(block) : block.lines.map(escapeHtml).join('<br>\n')}</p>`;

/**
 * The shop's plain e-mail to a customer: greeting, blocks, one link, signature; every piece of
 * text escaped in the HTML body. Text and HTML say the same thing.
 */
export function composeMail({ to, subject, blocks, link, language }: MailLayout): MailMessage {
  const t = translator(language);
  const text = [
    t('mail.hello', { name: to.first_name }),
    '',
    ...blocks.flatMap((b) => [textOf(b), '']),
    ...(link ? [`${link.text}: ${link.href}`, ''] : []),
    'Oja',
  ];
  const html = [
    `<p>${escapeHtml(t('mail.hello', { name: to.first_name }))}</p>`,
    ...blocks.map(htmlOf),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`] : []),
    '<p>Oja</p>',
  ];
  return { to: to.email, subject, text: text.join('\n'), html: html.join('\n') };
}
