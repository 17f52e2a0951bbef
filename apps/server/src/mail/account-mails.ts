import { escapeHtml } from './html.ts';
import type { MailMessage } from './outbox.ts';

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  const text = [
    `Hello ${firstName},`,
    '',
    'Someone (we hope you) asked to reset the password of your Oja account. Open this link to choose a new one:',
    '',
    link,
    '',
    'The link works once, within 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    '',
    'Oja',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Someone (we hope you) asked to reset the password of your Oja account. Open this link to choose a new one:</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once, within 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
<p>Oja</p>`;
  return { to, subject: 'Reset your Oja password', text, html };
}

/** Sent at registration (and again on request): proves the address belongs to the account. */
export function emailVerificationMail(to: string, firstName: string, link: string): MailMessage {
  const text = [
    `Hello ${firstName},`,
    '',
    'Welcome to Oja! Please confirm that this is your e-mail address by opening this link:',
    '',
    link,
    '',
    'The link works once, within 7 days. If you did not create an Oja account, ignore this e-mail.',
    '',
    'Oja',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Welcome to Oja! Please confirm that this is your e-mail address:</p>
<p><a href="${escapeHtml(link)}">Verify my e-mail address</a></p>
<p>The link works once, within 7 days. If you did not create an Oja account, ignore this e-mail.</p>
<p>Oja</p>`;
  return { to, subject: 'Verify your e-mail address for Oja', text, html };
}
