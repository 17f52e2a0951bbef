import { escapeHtml } from './html.ts';
import type { MailMessage } from './outbox.ts';
import { translator, type ServerMessageId } from '../i18n/index.ts';

/**
 * A mail with one link: greeting, a sentence, the link, a note, the signature; in the account's
 * language. `firstName` is null for an address not yet verified: whoever registered it chose the
 * name, and the mail goes to whoever owns the address (security review N9), so it greets no one.
 */
function linkMail(
  to: string,
  firstName: string | null,
  link: string,
  language: string | null | undefined,
  ids: { subject: ServerMessageId; body: ServerMessageId; link: ServerMessageId; note: ServerMessageId },
): MailMessage {
  const t = translator(language);
  const hello = firstName === null ? t('mail.hello-unnamed') : t('mail.hello', { name: firstName });
  const text = [hello, '', t(ids.body), '', link, '', t(ids.note), '', 'Oja'].join('\n');
  const html = `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(t(ids.body))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t(ids.link))}</a></p>
<p>${escapeHtml(t(ids.note))}</p>
<p>Oja</p>`;
  return { to, subject: t(ids.subject), text, html };
}

/** `firstName`: null when the account's address is not verified yet. */
export function passwordResetMail(
  to: string,
  firstName: string | null,
  link: string,
  language?: string | null,
): MailMessage {
  return linkMail(to, firstName, link, language, {
    subject: 'mail.reset.subject',
    body: 'mail.reset.body',
    link: 'mail.reset.link',
    note: 'mail.reset.note',
  });
}

/**
 * Sent at registration (and again on request): proves the address belongs to the account. Until it
 * does, the name typed at registration is no one's to send to it.
 */
export function emailVerificationMail(to: string, link: string, language?: string | null): MailMessage {
  return linkMail(to, null, link, language, {
    subject: 'mail.verify.subject',
    body: 'mail.verify.body',
    link: 'mail.verify.link',
    note: 'mail.verify.note',
  });
}
