import type { MailMessage } from './outbox.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
